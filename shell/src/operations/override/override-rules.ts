import { isRemoteName } from '@cms-mf/shared-contracts/registry/module-declaration';
import type { RemoteName } from '@cms-mf/shared-contracts/registry/module-registry';

/** `?cmsmf-override=gallery=https://dev.example/remoteEntry.js`; `?cmsmf-override=clear` ends every override. */
export const OVERRIDE_PARAM = 'cmsmf-override';
/** Session storage key: overrides last for the tab, never longer than their expiry. */
export const OVERRIDE_KEY = 'cmsmf-overrides';
/** @default for `cmsmf.overrides.ttlMinutes` */
export const DEFAULT_OVERRIDE_TTL_MINUTES = 60;

/** `cmsmf.overrides`: set only on pages served to staff (see the README's "Operating remotes"). */
export interface OverrideSettings {
  /** Origins whose builds may replace a remote, exactly as `URL.origin` spells them: `https://dev.example`. */
  readonly allow: readonly string[];
  /** How long an override lasts once set. @default 60 */
  readonly ttlMinutes?: number;
}

/** One remote replaced by a team's build, until `expires` (ms since the epoch). */
export interface Override {
  readonly remote: RemoteName;
  readonly url: string;
  readonly expires: number;
}

export type OverrideCheck = { readonly ok: true; readonly override: Override } | { readonly ok: false; readonly reason: string };

/**
 * Checks one `remote=url` override against the site's allowlist: a known
 * remote, an absolute http(s) URL without credentials, from an allowed origin.
 */
export function checkOverride(value: string, settings: OverrideSettings, now: number): OverrideCheck {
  const split = value.indexOf('=');
  const remote = value.slice(0, split);
  if (split < 1 || !isRemoteName(remote)) return { ok: false, reason: `"${value.slice(0, 40)}" names no remote` };
  let url: URL;
  try {
    url = new URL(value.slice(split + 1));
  } catch {
    return { ok: false, reason: `${remote}: not an absolute URL` };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, reason: `${remote}: ${url.protocol} URLs are refused` };
  if (url.username || url.password) return { ok: false, reason: `${remote}: URLs with credentials are refused` };
  if (!settings.allow.includes(url.origin)) return { ok: false, reason: `${remote}: the origin ${url.origin} is not in this site's override allowlist` };
  const ttl = settings.ttlMinutes ?? DEFAULT_OVERRIDE_TTL_MINUTES;
  return { ok: true, override: { remote: remote as RemoteName, url: url.href, expires: now + ttl * 60_000 } };
}

/**
 * The overrides still in force: stored ones that have not expired and still pass
 * the allowlist (removing an origin from it revokes its overrides at once).
 */
export function storedOverrides(json: string | null, settings: OverrideSettings, now: number): Override[] {
  let stored: unknown;
  try {
    stored = JSON.parse(json ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((item: Partial<Override>) => {
    if (typeof item?.expires !== 'number' || item.expires <= now || typeof item.url !== 'string') return [];
    const check = checkOverride(`${String(item.remote)}=${item.url}`, settings, now);
    return check.ok ? [{ ...check.override, expires: item.expires }] : [];
  });
}

/** Stored overrides with the address's override parameters applied, and the refusals to log. */
export function nextOverrides(stored: readonly Override[], params: readonly string[], settings: OverrideSettings, now: number): { overrides: Override[]; refused: string[] } {
  let overrides = [...stored];
  const refused: string[] = [];
  for (const param of params) {
    if (param === 'clear') {
      overrides = [];
      continue;
    }
    const check = checkOverride(param, settings, now);
    if (!check.ok) refused.push(check.reason);
    else overrides = [...overrides.filter((o) => o.remote !== check.override.remote), check.override];
  }
  return { overrides, refused };
}
