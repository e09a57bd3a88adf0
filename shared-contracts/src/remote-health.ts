import type { RemoteName } from './registry/module-registry';

/**
 * What every remote exposes as `./health`: a remote without features yet still
 * builds a container from it, so the release pipeline covers all remotes from
 * day one, and ops can check which build a page runs.
 */
export interface RemoteHealth {
  readonly remote: RemoteName;
  /** The build label the release was built with (`CMS_MF_BUILD_LABEL`), or ''. */
  readonly buildLabel: string;
}

/** The module every remote exposes for it; the build and pre-flight require it. */
export const HEALTH_EXPOSE = './health';

export function createRemoteHealth(remote: RemoteName): RemoteHealth {
  return { remote, buildLabel: process.env.CMS_MF_BUILD_LABEL ?? '' };
}
