import fc from 'fast-check';
import { isRemoteName } from '../registry/module-declaration';
import { candidateVersions } from './candidate-versions';
import { activeVersion, isInvalidPointerError, parseReleasePointer, SRI_SHA384 } from './release-pointer';

// Fuzzed parsers: the release pointer, whatever a CDN, a hand edit or a half-written file serves.
const INTEGRITY = `sha384-${'A'.repeat(64)}`;
const version = fc.record(
  {
    version: fc.oneof(fc.constantFrom('1.0.0', '1.0.1', ''), fc.string({ maxLength: 6 }), fc.integer()),
    entry: fc.oneof(fc.constant('remotes/x/1.0.0/remoteEntry.js'), fc.string({ maxLength: 6 }), fc.constant(null)),
    integrity: fc.oneof(fc.constant(INTEGRITY), fc.constant('sha256-abc'), fc.string({ maxLength: 8 })),
    exposes: fc.oneof(fc.constant(['./form']), fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer()), { maxLength: 3 }), fc.constant('x')),
    files: fc.oneof(fc.constant(undefined), fc.dictionary(fc.string({ maxLength: 5 }), fc.oneof(fc.array(fc.record({ path: fc.string({ maxLength: 5 }), integrity: fc.constantFrom(INTEGRITY, 'bad'), shared: fc.boolean() }), { maxLength: 2 }), fc.anything()), { maxKeys: 2 })),
    publishedAt: fc.oneof(fc.string({ maxLength: 5 }), fc.integer()),
  },
  { requiredKeys: [] },
);
const release = fc.oneof(
  fc.record(
    {
      active: fc.oneof(fc.constantFrom('1.0.0', '1.0.1'), fc.string({ maxLength: 4 }), fc.integer()),
      history: fc.oneof(fc.array(version, { maxLength: 3 }), fc.anything()),
      canary: fc.oneof(fc.constant(undefined), fc.record({ version: fc.constantFrom('1.0.0', '1.0.1', 'x'), percent: fc.oneof(fc.double(), fc.integer({ min: 0, max: 100 })) }), fc.anything()),
    },
    { requiredKeys: [] },
  ),
  fc.anything(),
);
const pointer = fc.oneof(
  fc.record({
    schemaVersion: fc.oneof(fc.constant(1), fc.anything()),
    remotes: fc.oneof(fc.dictionary(fc.constantFrom('forms', 'theme', 'consent', 'a-b', 'Bad', '9x', 'constructor', '__proto__'), release, { maxKeys: 4 }), fc.anything()),
  }),
  fc.anything(),
  fc.jsonValue().map((json) => JSON.parse(JSON.stringify(json)) as unknown),
);

test('never throws anything but an InvalidPointerError; what it accepts is well formed, with problems kept per remote', () => {
  fc.assert(
    fc.property(pointer, (value) => {
      let parsed;
      try {
        parsed = parseReleasePointer(value);
      } catch (error) {
        expect(isInvalidPointerError(error)).toBe(true);
        return;
      }
      for (const [name, remote] of Object.entries(parsed.pointer.remotes)) {
        expect(isRemoteName(name)).toBe(true);
        expect(parsed.problems[name as keyof typeof parsed.problems]).toBeUndefined();
        for (const published of remote!.history) {
          expect(published.version).not.toBe('');
          expect(published.integrity).toMatch(SRI_SHA384);
          expect(Array.isArray(published.exposes)).toBe(true);
        }
        if (remote!.canary) {
          expect(remote!.history.map((v) => v.version)).toContain(remote!.canary.version);
          expect(remote!.canary.percent).toBeGreaterThanOrEqual(0);
          expect(remote!.canary.percent).toBeLessThanOrEqual(100);
        }
        const { versions } = candidateVersions(remote!);
        expect(versions.length).toBe(remote!.history.length);
        const active = activeVersion(remote!);
        if (active) expect(remote!.history).toContain(active);
      }
      for (const problem of Object.values(parsed.problems)) expect(isInvalidPointerError(problem)).toBe(true);
      // Parsing what it accepted gives the same pointer back.
      expect(parseReleasePointer(JSON.parse(JSON.stringify(parsed.pointer))).pointer).toEqual(parsed.pointer);
    }),
    { numRuns: 2000 },
  );
});
