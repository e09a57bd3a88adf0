import { createRemoteHealth } from '@cms-mf/shared-contracts/remote-health';

export default createRemoteHealth('shop');
