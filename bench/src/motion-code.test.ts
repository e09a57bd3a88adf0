import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { exposeCodeBytes } from './motion-code';

const SRI = `sha384-${'A'.repeat(64)}`;
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'motion-code-'));
  await mkdir(path.join(dir, 'remotes/theme/1'), { recursive: true });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const file = async (name: string, body: string) => {
  await writeFile(path.join(dir, 'remotes/theme/1', name), body);
  return { path: `remotes/theme/1/${name}`, integrity: SRI };
};

test('sums the gzipped chunks of the exposes once each, the entry apart', async () => {
  const sticky = await file('sticky.js', 'a'.repeat(5000));
  const effects = await file('effects.js', 'b'.repeat(3000) + 'c'.repeat(3000));
  const shared = await file('shared.js', 'shared chunk');
  const entry = await file('remoteEntry.js', 'entry');
  const version = { version: '1', publishedAt: '2026-01-01T00:00:00.000Z', entry: entry.path, integrity: SRI, exposes: ['./sticky', './scroll-effects'], files: { './sticky': [sticky, shared], './scroll-effects': [effects, shared] } };
  await writeFile(path.join(dir, 'remotes.json'), JSON.stringify({ schemaVersion: 1, remotes: { theme: { active: '1', history: [version] } } }));
  const gz = (body: string) => gzipSync(body, { level: 9 }).length;
  expect(await exposeCodeBytes(dir, 'theme', ['./sticky', './scroll-effects'])).toEqual({
    modules: gz('a'.repeat(5000)) + gz('b'.repeat(3000) + 'c'.repeat(3000)) + gz('shared chunk'),
    entry: gz('entry'),
  });
});
