import { lentStartupRequest } from './remote-startup';

const LOADER = '/abs/node_modules/@module-federation/runtime-loader.js';
/** The start-up module's request as rspack writes it (getDefaultEntryRuntimeSource), with this remote's constants. */
const request = ({ plugins = '', remotes = '{}' } = {}) =>
  `${LOADER}!=!data:text/javascript,${encodeURIComponent(
    [
      'import __module_federation_bundler_runtime__ from "@module-federation/webpack-bundler-runtime"',
      `const __module_federation_runtime_plugins__ = [${plugins}].filter(({ plugin }) => plugin).map(({ plugin, params }) => plugin(params))`,
      `const __module_federation_remote_infos__ = ${remotes}`,
      'const __module_federation_container_name__ = "cmsmf_theme"',
      'const __module_federation_share_strategy__ = "loaded-first"',
      'if((__webpack_require__.initializeSharingData||__webpack_require__.initializeExposesData)&&__webpack_require__.federation){/* ~4.6 KB of wiring */}',
    ].join(';'),
  )}`;

test('the start-up module becomes one call of the start-up the shell lends, with the container name, and the container\'s get', async () => {
  const rewritten = lentStartupRequest(request());
  expect(rewritten.startsWith(`${LOADER}!=!data:text/javascript,`)).toBe(true);
  const source = decodeURIComponent(rewritten.split('data:text/javascript,')[1]!);
  expect(source.startsWith('import runtime from "@module-federation/webpack-bundler-runtime";runtime.start(__webpack_require__,"cmsmf_theme");')).toBe(true);
  // The container's `get` stays the remote's own code, so an error it throws is traced to the remote.
  const req = { initializeExposesData: { moduleMap: { './ui': () => Promise.resolve(() => 'ui') } } } as { getContainer?: (m: string, s?: unknown) => Promise<() => string> };
  new Function('__webpack_require__', source.slice(source.indexOf('__webpack_require__.getContainer')))(req);
  await expect(req.getContainer!('./ui').then((factory) => factory())).resolves.toBe('ui');
  await expect(req.getContainer!('./nothing')).rejects.toThrow('Module "./nothing" does not exist in container.');
});

test('a start-up with runtime plugins or remotes, which the lent one does not wire, and any other request stay as they are', () => {
  expect(lentStartupRequest(request({ plugins: '{ plugin: p, params: undefined }' }))).toBe(request({ plugins: '{ plugin: p, params: undefined }' }));
  expect(lentStartupRequest(request({ remotes: '{"other":[]}' }))).toBe(request({ remotes: '{"other":[]}' }));
  expect(lentStartupRequest('./src/slider/index.ts')).toBe('./src/slider/index.ts');
  expect(lentStartupRequest(`data:text/javascript,${encodeURIComponent('export default 1')}`)).toBe(`data:text/javascript,${encodeURIComponent('export default 1')}`);
});
