import type { RemoteName } from '@cms-mf/shared-contracts/registry/module-registry';
import type { ReleasePointer, RemoteRelease } from '@cms-mf/shared-contracts/release/release-pointer';

/** The pointer with one remote's entry replaced: every command changes only the remote it names. */
export const withRelease = (pointer: ReleasePointer, remote: RemoteName, release: RemoteRelease): ReleasePointer => ({ ...pointer, remotes: { ...pointer.remotes, [remote]: release } });
