import { randomBytes } from 'node:crypto';
import { NONCE_LENGTH, NONCE_LIFETIME_MS, createNonce, nonceTick, verifyNonce } from './nonce';

const secret = randomBytes(32);
const HOUR = 60 * 60 * 1000;
const start = 1_750_000_000_000;

test('a nonce is hex of a fixed length and differs per action and per secret', () => {
  const tick = nonceTick(start);
  const nonce = createNonce(secret, 'eacf7', tick);
  expect(nonce).toMatch(new RegExp(`^[0-9a-f]{${NONCE_LENGTH}}$`));
  expect(createNonce(secret, 'et_frontend', tick)).not.toBe(nonce);
  expect(createNonce(randomBytes(32), 'eacf7', tick)).not.toBe(nonce);
});

test('valid in its own tick (1) and the next one (2), then expired', () => {
  const tickStart = (nonceTick(start) - 1) * (NONCE_LIFETIME_MS / 2) + 1;
  const nonce = createNonce(secret, 'eacf7', nonceTick(tickStart));
  expect(verifyNonce(secret, 'eacf7', nonce, tickStart)).toBe(1);
  expect(verifyNonce(secret, 'eacf7', nonce, tickStart + 13 * HOUR)).toBe(2);
  expect(verifyNonce(secret, 'eacf7', nonce, tickStart + 24 * HOUR)).toBe(false);
});

test('refuses another action, a wrong length, non-strings and a tampered nonce', () => {
  const nonce = createNonce(secret, 'eacf7', nonceTick(start));
  expect(verifyNonce(secret, 'et_ab_log', nonce, start)).toBe(false);
  expect(verifyNonce(secret, 'eacf7', nonce.slice(1), start)).toBe(false);
  expect(verifyNonce(secret, 'eacf7', undefined, start)).toBe(false);
  expect(verifyNonce(secret, 'eacf7', ['x'], start)).toBe(false);
  const flipped = (nonce[0] === 'a' ? 'b' : 'a') + nonce.slice(1);
  expect(verifyNonce(secret, 'eacf7', flipped, start)).toBe(false);
});

test('a site’s own lifetime keeps WordPress’s rule: the tick is half of it, a nonce lives between half and all of it', () => {
  const lifetime = 6000;
  const tickStart = (nonceTick(start, lifetime) - 1) * (lifetime / 2) + 1;
  const early = createNonce(secret, 'eacf7', nonceTick(tickStart, lifetime));
  // Made at the start of its tick: the whole lifetime.
  expect(verifyNonce(secret, 'eacf7', early, tickStart + lifetime - 2, lifetime)).toBe(2);
  expect(verifyNonce(secret, 'eacf7', early, tickStart + lifetime, lifetime)).toBe(false);
  // Made at the end of the same tick: still half a lifetime.
  const tickEnd = tickStart + lifetime / 2 - 1;
  expect(createNonce(secret, 'eacf7', nonceTick(tickEnd, lifetime))).toBe(early);
  expect(verifyNonce(secret, 'eacf7', early, tickEnd + lifetime / 2, lifetime)).toBe(2);
  expect(verifyNonce(secret, 'eacf7', early, tickEnd + lifetime / 2 + 1, lifetime)).toBe(false);
  // The default lifetime does not accept it any longer than its own rule says, nor the other way round.
  expect(verifyNonce(secret, 'eacf7', createNonce(secret, 'eacf7', nonceTick(start)), start, lifetime)).toBe(false);
  expect(NONCE_LIFETIME_MS).toBe(24 * HOUR);
});
