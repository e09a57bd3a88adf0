import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MANIFEST_FILE, readBuildModules } from './build-manifest';

let dir: string;
beforeEach(async () => (dir = await mkdtemp(path.join(tmpdir(), 'build-manifest-'))));
afterEach(() => rm(dir, { recursive: true, force: true }));

test('every script no module needs on first use is listed to load later, once, so the pointer pins it too', async () => {
  const manifest = {
    exposes: [
      { path: './map', requires: [], assets: { js: { sync: ['map.js'], async: ['leaflet.js', 'sanitizer.js'] } } },
      { path: './builder', requires: [], onUse: ['dialog.js'], assets: { js: { sync: ['builder.js'], async: ['leaflet.js', 'dialog.js'] } } },
    ],
    shared: [{ assets: { js: { sync: ['ui.js'], async: ['ui-extra.js'] } } }],
  };
  await writeFile(path.join(dir, MANIFEST_FILE), JSON.stringify(manifest));
  const modules = await readBuildModules(dir, 'remoteEntry.js');
  expect(modules.files).toEqual({ './map': ['map.js'], './builder': ['builder.js', 'dialog.js'] });
  expect(modules.later).toEqual(['leaflet.js', 'sanitizer.js', 'ui-extra.js', 'ui.js']);
});
