import { SHARING_GLOBALS } from '@cms-mf/shell/sharing-globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MODULES_FILE } from '@cms-mf/shared-contracts/registry/module-declaration';
import { isReleaseError } from '../errors';
import { publish } from '../publish';
import { fakeBuild } from '@cms-mf/test-support/doubles/fake-build';
import { requirementProblems, type BuildFacts } from './check-requirements';

const PIN = `sha384-${'A'.repeat(64)}`;
/** What a stock build of the gallery holds (federation-preset.ts). */
const good: BuildFacts = {
  manifest: { name: 'cmsmf_gallery', metaData: { globalName: 'cmsmf_gallery', remoteEntry: { name: 'remoteEntry.js', type: 'global' } } },
  exposes: ['./health', './lightbox'],
  entrySource: `/* sriHashes: ${PIN} */`,
  chunks: ['chunk.abc.js'],
};

test('a build with everything the shell needs passes', () => {
  expect(requirementProblems('gallery', good)).toEqual([]);
});

test('each missing requirement is named in words', () => {
  expect(requirementProblems('gallery', { ...good, exposes: ['./lightbox'] })).toEqual(["it does not expose ./health, which the shell's health check loads"]);
  expect(requirementProblems('gallery', { ...good, manifest: undefined })).toEqual([expect.stringMatching(/^it has no readable mf-manifest\.json/)]);
  expect(requirementProblems('gallery', { ...good, entrySource: 'no pins' })).toEqual([expect.stringMatching(/^its entry loads its chunks without integrity hashes/)]);
  // The preset's entry pins its chunks with the hashes the pointer lists.
  expect(requirementProblems('gallery', { ...good, entrySource: `s.sriHashes=new Proxy({},{get:(t,i)=>globalThis.${SHARING_GLOBALS.chunkIntegrity}})` })).toEqual([]);
  // An entry with no chunks to load needs no pins.
  expect(requirementProblems('gallery', { ...good, entrySource: 'no pins', chunks: [] })).toEqual([]);
});

test('a container or library named other than the shell looks for, or not a global, is refused', () => {
  const manifest = { name: 'gallery', metaData: { globalName: 'gallery', remoteEntry: { type: 'var' } } };
  expect(requirementProblems('gallery', { ...good, manifest })).toEqual([
    'its container is named "gallery", but the shell looks for cmsmf_gallery',
    'its library is named "gallery", but the shell looks for cmsmf_gallery',
    expect.stringMatching(/^its library type is "var", not "global"/),
  ]);
  expect(requirementProblems('stock-remote', { ...good, manifest: { name: 'cmsmf_stock-remote', metaData: { globalName: 'cmsmf_stock-remote' } } })).toEqual([]);
});

describe('in publish', () => {
  let work: string;
  beforeEach(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'requirements-test-'));
  });
  afterEach(() => rm(work, { recursive: true, force: true }));
  const publishGallery = (buildDir: string) => publish({ releasesDir: path.join(work, 'releases'), remote: 'gallery', buildDir, packageVersion: '1.0.0' });

  test('a build without ./health is refused, with the reason, and one without its declarations too', async () => {
    const error = await publishGallery(await fakeBuild(path.join(work, 'v1'), 'one', { exposes: ['./lightbox'] })).catch((e: unknown) => e);
    expect(isReleaseError(error)).toBe(true);
    expect((error as Error).message).toContain("it does not expose ./health, which the shell's health check loads");
    const noModules = await fakeBuild(path.join(work, 'v2'), 'two');
    await rm(path.join(noModules, MODULES_FILE));
    await expect(publishGallery(noModules)).rejects.toThrow(`it has no readable ${MODULES_FILE}`);
  });

  test('a build whose manifest names another container is refused', async () => {
    const build = await fakeBuild(path.join(work, 'v1'), 'one');
    await writeFile(path.join(build, 'mf-manifest.json'), JSON.stringify({ name: 'cmsmf_forms', exposes: [{ path: './health', assets: { js: { sync: [] } } }] }));
    await expect(publishGallery(build)).rejects.toThrow('its container is named "cmsmf_forms", but the shell looks for cmsmf_gallery');
  });
});
