import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** File in DATA_DIR that holds the site's secret (WordPress keeps its salts in wp-config.php). */
export const SECRET_FILE = 'site-secret.key';

/**
 * Reads the site secret, creating it on first start. It signs nonces and
 * newsletter checksums, so it must survive restarts (nonces printed before a
 * restart stay valid) and stay out of any served folder. Created 0600.
 */
export function loadSiteSecret(dataDir: string): Buffer {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, SECRET_FILE);
  try {
    const text = readFileSync(file, 'utf8').trim();
    if (/^[0-9a-f]{64}$/.test(text)) return Buffer.from(text, 'hex');
    throw new Error(`${file} does not hold a 32-byte hex secret; delete it to create a new one (every printed nonce becomes invalid)`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32);
  // 'wx' fails if another process created it meanwhile; then read theirs.
  try {
    writeFileSync(file, `${secret.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  }
}
