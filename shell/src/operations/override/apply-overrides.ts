import type { Logger } from '@cms-mf/shared-contracts';
import { MODULES_FILE } from '@cms-mf/shared-contracts/registry/module-declaration';
import { hashFileEntries } from '@cms-mf/shared-contracts/release/hash-file';
import { CHUNK_HASHES_FILE } from '@cms-mf/shared-contracts/release/release-files';
import { activeVersion, SRI_ALGORITHM, type PublishedVersion, type ReleasePointer } from '@cms-mf/shared-contracts/release/release-pointer';
import { showOverrideBadge } from './override-badge';
import { nextOverrides, OVERRIDE_KEY, OVERRIDE_PARAM, storedOverrides, type Override, type OverrideSettings } from './override-rules';

/** The version name an override runs under (telemetry leaves it out). */
export const OVERRIDE_VERSION = 'override';

function sessionStorageOf(win: Window): Storage | undefined {
  try {
    return win.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The override's entry, fetched once to hash it: the shell then runs it like any
 * release, through a script tag pinned to those bytes (so chunks and the entry
 * cannot change under the page between the two requests). Its exposes are the
 * active version's, plus any its own manifest lists; its chunks' hashes the ones its build wrote
 * beside it (CHUNK_HASHES_FILE); its modules are the ones its build declares
 * (MODULES_FILE), or the active version's when it has none.
 */
async function overrideVersion(override: Override, active: PublishedVersion | undefined): Promise<PublishedVersion> {
  const bytes = await (await fetch(override.url, { mode: 'cors', credentials: 'omit', cache: 'no-store' })).arrayBuffer();
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-384', bytes));
  const integrity = `${SRI_ALGORITHM}-${btoa(String.fromCharCode(...digest))}`;
  const beside = <T extends object>(file: string): Promise<Partial<T>> =>
    fetch(new URL(file, override.url), { mode: 'cors', credentials: 'omit', cache: 'no-store' })
      .then((r) => (r.ok ? (r.json() as Promise<Partial<T>>) : {}))
      .catch(() => ({}));
  const [manifest, declared, hashes] = await Promise.all([
    beside<{ exposes: Array<{ path?: unknown }> }>('mf-manifest.json'),
    beside<{ modules: unknown[] }>(MODULES_FILE),
    beside<Record<string, unknown>>(CHUNK_HASHES_FILE),
  ]);
  const listed = (Array.isArray(manifest.exposes) ? manifest.exposes : []).map((e) => e.path).filter((p): p is string => typeof p === 'string');
  const modules = Array.isArray(declared.modules) ? declared.modules : active?.modules;
  const exposes = [...new Set([...(active?.exposes ?? []), ...listed])];
  // Its chunks' hashes as the build wrote them, trusted as its entry is (an allowed origin); a chunk without one never runs.
  const later = hashFileEntries(hashes, override.url);
  return { version: OVERRIDE_VERSION, entry: override.url, integrity, exposes, later, ...(modules ? { modules } : {}), publishedAt: '' };
}

/**
 * Guarded overrides (DESIGN.md §5): a team points one remote at its own build
 * for this tab. Only origins in the site's allowlist are accepted; any other is
 * refused and logged. An override that fails to load falls back to the stable
 * version; an active one shows a badge with a way to clear it; each expires.
 */
export async function applyOverrides(pointer: ReleasePointer, settings: OverrideSettings, win: Window, log: Logger): Promise<ReleasePointer> {
  const storage = sessionStorageOf(win);
  const now = Date.now();
  const params = new URLSearchParams(win.location.search).getAll(OVERRIDE_PARAM);
  const { overrides, refused } = nextOverrides(storedOverrides(storage?.getItem(OVERRIDE_KEY) ?? null, settings, now), params, settings, now);
  refused.forEach((reason) => log.error(`override refused: ${reason}`));
  try {
    if (overrides.length > 0) storage?.setItem(OVERRIDE_KEY, JSON.stringify(overrides));
    else storage?.removeItem(OVERRIDE_KEY);
  } catch {
    // Storage full or blocked: the override lasts this page view only.
  }
  const remotes = { ...pointer.remotes };
  const applied: Override[] = [];
  for (const override of overrides) {
    const release = remotes[override.remote];
    try {
      const version = await overrideVersion(override, activeVersion(release));
      const stable = release ? release.history.slice(0, release.history.findIndex((v) => v.version === release.active) + 1) : [];
      remotes[override.remote] = { active: OVERRIDE_VERSION, history: [...stable, version] };
      applied.push(override);
      log.warn(`${override.remote} runs the override ${override.url} until ${new Date(override.expires).toLocaleTimeString()}`);
    } catch (error) {
      log.error(`override of ${override.remote} from ${override.url} could not be read; running the released version`, error);
    }
  }
  if (applied.length > 0) {
    showOverrideBadge(win.document, applied, () => {
      try {
        storage?.removeItem(OVERRIDE_KEY);
      } catch {
        // Nothing stored.
      }
      const url = new URL(win.location.href);
      url.searchParams.delete(OVERRIDE_PARAM);
      win.location.replace(url.href);
    });
  }
  return { ...pointer, remotes };
}
