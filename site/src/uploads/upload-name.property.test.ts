import fc from 'fast-check';
import { DANGEROUS_UPLOAD_NAMES } from '../security/upload-name-corpus';
import { DANGEROUS_EXTENSIONS } from './dangerous-extensions';
import { checkUploadName, MAX_NAME_LENGTH } from './upload-name';

// Fuzzed parsers: the upload-name rules, against names made of the corpus's tricks.
const ALLOWED = ['pdf', 'txt', 'png', 'jpg'];
const piece = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.constantFrom(...DANGEROUS_UPLOAD_NAMES),
  fc.constantFrom('.', '..', ' ', '-', '%', '%2e', '\u202e', '\u200b', '\u00a0', '/', '\\', ':', 'php', 'PhP5', 'pdf', 'txt', 'jpg', 'é', 'Ω', '\u0000', 'e\u0301'),
);
const nameLike = fc.array(piece, { maxLength: 8 }).map((pieces) => pieces.join(''));
const allowed = fc.constantFrom<readonly string[] | null>(ALLOWED, null);
const RUNS = { numRuns: 2000 };

test('never throws; an accepted name is short, tidy, ends in its extension and holds no dangerous part', () => {
  fc.assert(
    fc.property(nameLike, allowed, (name, list) => {
      const verdict = checkUploadName(name, list);
      if (!verdict.ok) return;
      expect(verdict.safeName.length).toBeLessThanOrEqual(MAX_NAME_LENGTH + 1);
      expect(verdict.safeName).toMatch(/^[\p{L}\p{N}_][\p{L}\p{N}._-]*\.[a-z0-9]{1,10}$/u);
      expect(verdict.safeName.endsWith(`.${verdict.extension}`)).toBe(true);
      if (list) expect(list).toContain(verdict.extension);
      for (const part of verdict.safeName.toLowerCase().split('.').slice(1)) expect(DANGEROUS_EXTENSIONS.has(part.replace(/[^a-z0-9]/g, ''))).toBe(false);
    }),
    RUNS,
  );
});

test('is idempotent: an accepted name, checked again, is accepted as itself', () => {
  fc.assert(
    fc.property(nameLike, allowed, (name, list) => {
      const verdict = checkUploadName(name, list);
      if (!verdict.ok) return;
      expect(checkUploadName(verdict.safeName, list)).toEqual(verdict);
    }),
    RUNS,
  );
});

test('every name of the corpus is refused, with any allowlist', () => {
  for (const name of DANGEROUS_UPLOAD_NAMES) for (const list of [ALLOWED, null]) expect(checkUploadName(name, list).ok).toBe(false);
});
