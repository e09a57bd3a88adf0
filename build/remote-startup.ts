import type { Compiler } from '@rspack/core';

/** What the federation plugin's start-up module imports its runtime from; the shell lends it (federation-runtime.ts). */
const BUNDLER_RUNTIME = '@module-federation/webpack-bundler-runtime';
const DATA = 'data:text/javascript,';
/**
 * The container's `get`, as the plugin's start-up writes it, kept in the entry: a module the container
 * does not expose is refused by the remote's own code, so the page's telemetry traces the error to
 * the remote by its stack, as it traces any other error of the remote.
 */
const GET_CONTAINER =
  '__webpack_require__.getContainer=(m,s)=>{var r=__webpack_require__,e=r.initializeExposesData.moduleMap;r.R=s;s=Object.prototype.hasOwnProperty.call(e,m)?e[m]():Promise.resolve().then(()=>{throw Error(\'Module "\'+m+\'" does not exist in container.\')});r.R=void 0;return s}';

/**
 * The request of the federation plugin's start-up module (a `data:` module whose source is rspack's
 * `moduleFederationDefaultRuntime.js` with this remote's constants), made one call of the start-up
 * the shell lends (shell/src/loader/sharing/remote-startup.ts): the same wiring, ~1.3 KB gz less in
 * every remote entry. A start-up with runtime plugins or remotes, which the lent start-up does not
 * wire, is left as the plugin wrote it; so is every other request.
 */
export function lentStartupRequest(request: string): string {
  const at = request.indexOf(DATA);
  if (at < 0) return request;
  const source = decodeURIComponent(request.slice(at + DATA.length));
  if (!source.includes('__module_federation_bundler_runtime__')) return request;
  const name = /const __module_federation_container_name__ = ("[^"]*")/.exec(source)?.[1];
  const bare = source.includes('const __module_federation_runtime_plugins__ = [].') && source.includes('const __module_federation_remote_infos__ = {}');
  if (!name || !bare) return request;
  const startup = `import runtime from ${JSON.stringify(BUNDLER_RUNTIME)};runtime.start(__webpack_require__,${name});${GET_CONTAINER}`;
  return `${request.slice(0, at)}${DATA}${encodeURIComponent(startup)}`;
}

/** Replaces the federation plugin's start-up module with one call of the start-up the shell lends (lentStartupRequest). */
export class LentStartupPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.normalModuleFactory.tap('LentStartupPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('LentStartupPlugin', (data) => {
        data.request = lentStartupRequest(data.request);
      });
    });
  }
}
