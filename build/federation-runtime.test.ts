import { SHARING_GLOBALS } from '@cms-mf/shell/sharing-globals';
import { federationRuntimeExternal, portableRuntimeRequest } from './federation-runtime';
import { stableManifestText } from './stable-manifest';

/** The startup module the federation plugin writes, as rspack hands its request to the resolver (from a real build, the path shortened). */
const startup = (runtimePath: string) =>
  `data:text/javascript,import%20*%20as%20bundler_runtime%20from%20${encodeURIComponent(JSON.stringify(runtimePath))}%3B%0Aimport%20x%20from%20%22%2Frepo%2Fnode_modules%2Fother%2Findex.js%22%3B`;

test('the startup module imports the bundler runtime by its package name, whatever folder it was built in', () => {
  const here = portableRuntimeRequest(startup('/work/a/node_modules/@module-federation/webpack-bundler-runtime/dist/index.cjs'));
  const there = portableRuntimeRequest(startup('/tmp/bb/c/node_modules/@module-federation/webpack-bundler-runtime/dist/index.cjs'));
  expect(here).toBe(there);
  expect(decodeURIComponent(here)).toContain('from "@module-federation/webpack-bundler-runtime";');
  // Other paths in it, and other requests, are left alone.
  expect(decodeURIComponent(here)).toContain('"/repo/node_modules/other/index.js"');
  expect(portableRuntimeRequest('./src/health.ts')).toBe('./src/health.ts');
});

test('that package name, and only it, is the runtime the shell lends', async () => {
  expect(await federationRuntimeExternal({ request: '@module-federation/webpack-bundler-runtime' })).toBe(`var ${SHARING_GLOBALS.createBundlerRuntime}()`);
  expect(await federationRuntimeExternal({ request: '/abs/node_modules/@module-federation/webpack-bundler-runtime/dist/index.cjs' })).toBeUndefined();
  expect(await federationRuntimeExternal({})).toBeUndefined();
});

test('a manifest is written in one order, whatever order the plugin listed it in', () => {
  const shared = [{ id: 'b', name: 'preact' }, { id: 'a', name: 'jotai' }];
  const one = stableManifestText({ name: 'cmsmf_gallery', shared, exposes: [{ id: 'x', path: './lightbox' }] });
  const two = stableManifestText({ exposes: [{ id: 'x', path: './lightbox' }], name: 'cmsmf_gallery', shared: [...shared].reverse() });
  expect(JSON.parse(one).shared.map((s: { id: string }) => s.id)).toEqual(['a', 'b']);
  expect(JSON.parse(two)).toEqual(JSON.parse(one));
  expect(stableManifestText({ name: 'x' })).toBe('{\n  "name": "x"\n}\n');
});
