import { createRemoteHealth } from '@cms-mf/shared-contracts';

export default createRemoteHealth('__NAME__');
