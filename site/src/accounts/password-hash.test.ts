import { stat } from 'node:fs/promises';
import { decoyPasswordHash, hashPassword, verifyPassword } from './password-hash';

test('hashes verify their password only', async () => {
  const hash = await hashPassword('correct horse battery');
  expect(hash).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
  expect(await verifyPassword('correct horse battery', hash)).toBe(true);
  expect(await verifyPassword('wrong', hash)).toBe(false);
  expect(await verifyPassword('x', await decoyPasswordHash())).toBe(false);
});

// Hashing on libuv's pool held all its threads, and file reads queued behind it.
test('many concurrent hashes leave the file-reading thread pool free', async () => {
  const order: string[] = [];
  const hashes = Array.from({ length: 8 }, (_, i) => hashPassword(`password ${i}`).then(() => order.push('hash')));
  // Queued after the hashes: on a shared pool they would wait for the first four hashes to finish.
  const reads = Array.from({ length: 8 }, () => stat(__filename).then(() => order.push('read')));
  await Promise.all([...hashes, ...reads]);
  expect(order.slice(0, 8)).toEqual(Array(8).fill('read'));
});
