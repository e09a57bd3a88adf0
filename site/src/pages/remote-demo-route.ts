import path from 'node:path';
import type { Context } from 'hono';
import { isRemoteName } from '@cms-mf/shared-contracts/registry/module-declaration';
import { remotesDirOf } from '../config/site-config';
import type { SiteState } from '../site-state';
import { answerFrom, notFoundPage } from './pages-route';

/** Where the site serves each remote's own demo pages: `/demo/remotes/<name>/…` is `remotes/<name>/demo/…`. */
export const REMOTE_DEMO_PREFIX = '/demo/remotes/';

/** The remote and the path inside its `demo/` folder a URL path names, or null when it names none. */
export function remoteDemoTarget(urlPath: string): { readonly remote: string; readonly path: string } | null {
  if (!urlPath.startsWith(REMOTE_DEMO_PREFIX)) return null;
  const rest = urlPath.slice(REMOTE_DEMO_PREFIX.length);
  const slash = rest.indexOf('/');
  // Only a remote's name, as written: an encoded one (`%2e%2e`) or `..` is no name, so nothing outside `remotes/` is reachable.
  const remote = slash < 0 ? rest : rest.slice(0, slash);
  if (slash < 0 || !isRemoteName(remote)) return null;
  return { remote, path: rest.slice(slash) };
}

/**
 * GET of `/demo/remotes/<name>/<file>`: a remote's demo page, rendered like every page of the site
 * (placeholders, nonces, shell settings), so a team sees its module on the reference site without
 * copying its page into PAGES_DIR. `/demo/remotes/<name>/` is its `index.html`.
 */
export function createRemoteDemoHandler(state: SiteState) {
  const remotesDir = path.resolve(remotesDirOf(state.config));
  return (c: Context): Promise<Response> => {
    const target = remoteDemoTarget(c.req.path);
    return target ? answerFrom(c, state, path.join(remotesDir, target.remote, 'demo'), target.path) : notFoundPage(c, state);
  };
}
