import { candidateVersions } from './candidate-versions';
import { activeVersion, InvalidPointerError, isInvalidPointerError, parseReleasePointer, type PublishedVersion } from './release-pointer';

const HASH = `sha384-${'a'.repeat(64)}`;
const version = (v: string): PublishedVersion => ({ version: v, entry: `remotes/gallery/${v}/remoteEntry.js`, integrity: HASH, exposes: ['./lightbox'], publishedAt: '2026-11-22T00:00:00Z' });

test('parses a pointer written by the release tool', () => {
  const json = { schemaVersion: 1, remotes: { gallery: { active: '1', history: [version('1')] } } };
  expect(parseReleasePointer(json)).toEqual({ pointer: json, problems: {} });
});

test('a malformed pointer throws', () => {
  expect(() => parseReleasePointer(null)).toThrow(InvalidPointerError);
  expect(() => parseReleasePointer({ schemaVersion: 2, remotes: {} })).toThrow('schemaVersion 1');
  expect(() => parseReleasePointer({ schemaVersion: 1 })).toThrow(InvalidPointerError);
});

test('a malformed remote is reported and left out; the others stay', () => {
  const { pointer, problems } = parseReleasePointer({
    schemaVersion: 1,
    remotes: {
      gallery: { active: '1', history: [version('1')] },
      forms: { active: '1', history: [{ ...version('1'), integrity: 'sha256-abc' }] },
      theme: { active: 1, history: [] },
      shop: { active: '1', history: [{ ...version('1'), entry: '' }] },
      payments: { active: '1', history: [{ ...version('1'), exposes: 'lightbox' }] },
    },
  });
  expect(Object.keys(pointer.remotes)).toEqual(['gallery']);
  expect(problems.forms?.message).toBe('forms@1: integrity is not sha384');
  expect(problems.theme?.message).toBe('theme: no active version');
  expect(problems.shop?.message).toBe('shop@1: no entry');
  expect(problems.payments?.message).toBe('payments@1: exposes is not a list');
});

test('every remote with a valid name is kept, whoever published it; a key that is no name is a problem', () => {
  const { pointer, problems } = parseReleasePointer({
    schemaVersion: 1,
    remotes: { consent: { active: '1', history: [version('1')] }, 'Bad Name': { active: '1', history: [version('1')] }, constructor: { active: '1', history: [version('1')] } },
  });
  expect(Object.keys(pointer.remotes)).toEqual(['consent']);
  expect(Object.keys(problems)).toEqual(['Bad Name', 'constructor']);
  expect(problems['Bad Name']?.message).toBe(`"Bad Name" is not a remote's name`);
});

test('a version keeps the modules it declares, unchecked until the shell reads them; a non-list is a problem', () => {
  const modules = [{ selector: '.x', expose: './lightbox', load: 'idle' }, 'junk'];
  const parsed = parseReleasePointer({ schemaVersion: 1, remotes: { gallery: { active: '1', history: [{ ...version('1'), modules }] } } });
  expect(parsed.pointer.remotes.gallery?.history[0]?.modules).toEqual(modules);
  const bad = parseReleasePointer({ schemaVersion: 1, remotes: { gallery: { active: '1', history: [{ ...version('1'), modules: {} }] } } });
  expect(bad.problems.gallery?.message).toBe('gallery@1: modules is not a list');
});

test('candidates: the active version, then earlier ones newest first; later ones never', () => {
  const history = ['1', '2', '3', '4'].map(version);
  expect(candidateVersions({ active: '3', history }).versions.map((v) => v.version)).toEqual(['3', '2', '1']);
  expect(candidateVersions({ active: '1', history }).versions.map((v) => v.version)).toEqual(['1']);
});

test('candidates: an active version missing from the history falls back to the newest published', () => {
  const result = candidateVersions({ active: '9', history: ['1', '2'].map(version) });
  expect(result.activeKnown).toBe(false);
  expect(result.versions.map((v) => v.version)).toEqual(['2', '1']);
});

test('the active version is the one named, else the newest published, else none', () => {
  const history = ['1', '2'].map(version);
  expect(activeVersion({ active: '1', history })?.version).toBe('1');
  expect(activeVersion({ active: '9', history })?.version).toBe('2');
  expect(activeVersion({ active: '1', history: [] })).toBeUndefined();
  expect(activeVersion(undefined)).toBeUndefined();
});

test('per-module files are kept when well formed, and a bad one fails only its remote', () => {
  const files = { './lightbox': [{ path: 'remotes/gallery/1/ui.abc.js', integrity: HASH }] };
  const { pointer, problems } = parseReleasePointer({
    schemaVersion: 1,
    remotes: {
      gallery: { active: '1', history: [{ ...version('1'), files }] },
      forms: { active: '1', history: [{ ...version('1'), files: { './form': [{ path: 'x.js', integrity: 'sha1-x' }] } }] },
    },
  });
  expect(pointer.remotes.gallery?.history[0]?.files).toEqual(files);
  expect(problems.forms?.message).toBe('forms@1: x.js integrity is not sha384');
  expect(isInvalidPointerError(problems.forms)).toBe(true);
});

test("a fallback version's hash file is kept when well formed; one without a sha384 hash fails only its remote", () => {
  const hashes = { path: 'remotes/gallery/1/cmsmf-integrity.json', integrity: HASH };
  const { pointer, problems } = parseReleasePointer({
    schemaVersion: 1,
    remotes: {
      gallery: { active: '1', history: [{ ...version('1'), hashes }] },
      forms: { active: '1', history: [{ ...version('1'), hashes: { path: 'remotes/forms/1/cmsmf-integrity.json' } }] },
    },
  });
  expect(pointer.remotes.gallery?.history[0]?.hashes).toEqual(hashes);
  expect(problems.forms?.message).toBe('forms@1: remotes/forms/1/cmsmf-integrity.json integrity is not sha384');
});

test('a canary names a published version and a percentage; anything else leaves the remote out', () => {
  const canary = { version: '2', percent: 10, startedAt: '2026-11-24T00:00:00Z' };
  const json = { schemaVersion: 1, remotes: { gallery: { active: '1', canary, history: [version('1'), version('2')] } } };
  expect(parseReleasePointer(json).pointer).toEqual(json);
  const bad = (c: unknown) => parseReleasePointer({ schemaVersion: 1, remotes: { gallery: { active: '1', canary: c, history: [version('1'), version('2')] } } }).problems.gallery?.message;
  const message = 'gallery: the canary is not a published version with a percent of 0-100';
  expect(bad({ version: '9', percent: 10 })).toBe(message);
  expect(bad({ version: '2', percent: 101 })).toBe(message);
  expect(bad({ version: '2', percent: '10' })).toBe(message);
  expect(bad('2')).toBe(message);
});
