import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a token says about itself; only trusted after its signature checks out. */
export interface CaptchaClaims {
  /** Unique id, remembered once verified so the token cannot be used again. */
  readonly jti: string;
  readonly action: string;
  /** Host the token was issued to, reported back like siteverify's `hostname`. */
  readonly hostname: string;
  /** Issued and expiry times, ms since the epoch. */
  readonly iat: number;
  readonly exp: number;
}

const PREFIX = 'sc1';
const sign = (secret: Buffer, payload: string) => createHmac('sha256', secret).update(`${PREFIX}.${payload}`).digest();

/** `sc1.<claims as base64url JSON>.<HMAC-SHA256 of both>`: self-contained, so issuing stores nothing. */
export function signCaptchaToken(secret: Buffer, claims: CaptchaClaims): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${PREFIX}.${payload}.${sign(secret, payload).toString('base64url')}`;
}

/** The claims of a token signed with `secret`, or null for anything forged, altered or malformed. */
export function readCaptchaToken(secret: Buffer, token: string): CaptchaClaims | null {
  const [prefix, payload, signature, extra] = token.split('.');
  if (prefix !== PREFIX || !payload || !signature || extra !== undefined) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = sign(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<CaptchaClaims>;
    const ok = typeof claims.jti === 'string' && typeof claims.action === 'string' && typeof claims.hostname === 'string' && typeof claims.iat === 'number' && typeof claims.exp === 'number';
    return ok ? (claims as CaptchaClaims) : null;
  } catch {
    return null;
  }
}
