import { isRecord } from '../is-record';
import { isRemoteName } from '../registry/module-declaration';
import type { RemoteName } from '../registry/module-registry';

/**
 * The release pointer `remotes.json` (DESIGN.md §5): which immutable version of
 * each remote is active, with every published version in publish order. The
 * release tool writes it; the shell reads it fresh on every page view.
 */
export interface PublishedVersion {
  readonly version: string;
  /** Entry URL, relative to the pointer's own URL. */
  readonly entry: string;
  /** Subresource-integrity hash of the entry file: `sha384-<base64>`. */
  readonly integrity: string;
  /** The modules this version exposes, e.g. `./lightbox`. */
  readonly exposes: readonly string[];
  /**
   * For each exposed module, the files it needs besides the entry (its chunks and
   * the remote's shared chunks), so the shell can request them all at once rather
   * than one after the other. Absent in older pointers.
   */
  readonly files?: Readonly<Record<string, readonly ReleaseFile[]>>;
  /**
   * The version's other scripts (chunks a module imports later, on use), with their hashes: the
   * entry pins no chunk itself, it asks the shell for each one's hash from `files` and this list.
   * Absent in older pointers, whose entries pin their chunks.
   */
  readonly later?: readonly ReleaseFile[];
  /**
   * The version's CHUNK_HASHES_FILE (every script's hash by file name) with that file's own hash.
   * The pointer pages read lists `files` and `later` only for the versions pages are sent to; a
   * version the shell falls back to carries this alone, and the shell fetches it, pinned, only
   * when it falls back. Absent in older pointers, which list every version's files.
   */
  readonly hashes?: ReleaseFile;
  /**
   * The modules this version declares (registry/module-declaration.ts), as its build wrote them:
   * the shell checks each one before it mounts anything, and skips one it cannot use.
   * Absent in pointers written before modules travelled with their remote.
   */
  readonly modules?: readonly unknown[];
  readonly publishedAt: string;
}

/** One file of a version, requested in parallel with the entry. */
export interface ReleaseFile {
  /** URL relative to the pointer, like `entry`. */
  readonly path: string;
  /** Its subresource-integrity hash, the one the entry pins it with. */
  readonly integrity: string;
  /**
   * A chunk of shared libraries (preact, jotai). A page uses the first copy loaded,
   * so the shell requests it ahead of time only for the first remote it loads.
   */
  readonly shared?: true;
}

export interface RemoteRelease {
  /** The version pages run; rolling back changes only this line. */
  readonly active: string;
  /**
   * A canary rollout (`release canary`): this share of visitors runs `version`
   * instead of `active` (the stable one) until the canary is promoted, halted or rolled back.
   */
  readonly canary?: Canary;
  /** Every published version, oldest first; the shell falls back along it. */
  readonly history: readonly PublishedVersion[];
}

/** A weighted canary of one remote: a published version that a share of visitors runs. */
export interface Canary {
  /** A version of the history. */
  readonly version: string;
  /** Share of visitors, 0–100 (fractions allowed). */
  readonly percent: number;
  readonly startedAt: string;
}

export interface ReleasePointer {
  readonly schemaVersion: 1;
  /** Keyed by remote name; any valid name is a remote (module-declaration.ts `REMOTE_NAME`). */
  readonly remotes: Readonly<Record<RemoteName, RemoteRelease>>;
}

/** The one hash algorithm of every integrity value the release tool writes and the shell accepts. */
export const SRI_ALGORITHM = 'sha384';
/** A well-formed sha384 integrity value: the only kind a pointer may carry (fail closed). */
export const SRI_SHA384 = /^sha384-[A-Za-z0-9+/]{64}$/;
/**
 * A well-formed hash no file has, for a script whose hash is unknown or malformed: browsers ignore
 * malformed integrity metadata, which would fail open.
 */
export const NEVER_MATCHES = `sha384-${'A'.repeat(64)}`;

/** Thrown when the pointer is not what the release tool writes. */
export class InvalidPointerError extends Error {
  // Set here rather than as a class field: at the shell's build target a field brings a helper
  // into the runtime chunk every page with modules downloads.
  constructor(message?: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'InvalidPointerError';
  }
}

/** Guard that survives federated bundles, where `instanceof` does not. */
export const isInvalidPointerError = (error: unknown): error is InvalidPointerError =>
  error instanceof Error && error.name === 'InvalidPointerError';

function parseVersion(remote: string, value: unknown): PublishedVersion {
  if (!isRecord(value)) throw new InvalidPointerError(`${remote}: a history item is not an object`);
  const { version, entry, integrity, exposes, publishedAt } = value;
  if (typeof version !== 'string' || version === '') throw new InvalidPointerError(`${remote}: a history item has no version`);
  if (typeof entry !== 'string' || entry === '') throw new InvalidPointerError(`${remote}@${version}: no entry`);
  // Fail closed: a version without a well-formed hash can never run.
  if (typeof integrity !== 'string' || !SRI_SHA384.test(integrity)) throw new InvalidPointerError(`${remote}@${version}: integrity is not sha384`);
  if (!Array.isArray(exposes) || !exposes.every((e) => typeof e === 'string')) throw new InvalidPointerError(`${remote}@${version}: exposes is not a list`);
  if (value.modules !== undefined && !Array.isArray(value.modules)) throw new InvalidPointerError(`${remote}@${version}: modules is not a list`);
  // Keys in the order the release tool writes them, so a rewrite changes only what changed.
  return {
    version,
    entry,
    integrity,
    exposes: exposes as string[],
    ...(value.files === undefined ? {} : { files: parseFiles(`${remote}@${version}`, value.files) }),
    ...(value.later === undefined ? {} : { later: parseFileList(`${remote}@${version}`, 'later', value.later) }),
    ...(value.hashes === undefined ? {} : { hashes: parseFileList(`${remote}@${version}`, 'hashes', [value.hashes])[0]! }),
    ...(value.modules === undefined ? {} : { modules: value.modules as unknown[] }),
    publishedAt: typeof publishedAt === 'string' ? publishedAt : '',
  };
}

function parseFiles(where: string, value: unknown): Record<string, ReleaseFile[]> {
  if (!isRecord(value)) throw new InvalidPointerError(`${where}: files is not an object`);
  const files: Record<string, ReleaseFile[]> = {};
  for (const [expose, list] of Object.entries(value)) files[expose] = parseFileList(where, expose, list);
  return files;
}

function parseFileList(where: string, owner: string, list: unknown): ReleaseFile[] {
  if (!Array.isArray(list)) throw new InvalidPointerError(`${where}: files of ${owner} is not a list`);
  return list.map((item) => {
    if (!isRecord(item) || typeof item.path !== 'string' || item.path === '') throw new InvalidPointerError(`${where}: a file of ${owner} has no path`);
    if (typeof item.integrity !== 'string' || !SRI_SHA384.test(item.integrity)) throw new InvalidPointerError(`${where}: ${item.path} integrity is not sha384`);
    return item.shared === true ? { path: item.path, integrity: item.integrity, shared: true } : { path: item.path, integrity: item.integrity };
  });
}

function parseRelease(remote: string, value: unknown): RemoteRelease {
  if (!isRecord(value)) throw new InvalidPointerError(`${remote}: not an object`);
  if (typeof value.active !== 'string') throw new InvalidPointerError(`${remote}: no active version`);
  if (!Array.isArray(value.history)) throw new InvalidPointerError(`${remote}: no history`);
  const history = value.history.map((item) => parseVersion(remote, item));
  if (value.canary === undefined) return { active: value.active, history };
  return { active: value.active, canary: parseCanary(remote, value.canary, history), history };
}

function parseCanary(remote: string, value: unknown, history: readonly PublishedVersion[]): Canary {
  // One message for every malformed canary: the release tool never writes one, and the shell ships this parser.
  const valid = isRecord(value) && history.some((v) => v.version === value.version) && typeof value.percent === 'number' && value.percent >= 0 && value.percent <= 100;
  if (!valid) throw new InvalidPointerError(`${remote}: the canary is not a published version with a percent of 0-100`);
  return { version: value.version as string, percent: value.percent as number, startedAt: typeof value.startedAt === 'string' ? value.startedAt : '' };
}

export interface ParsedPointer {
  readonly pointer: ReleasePointer;
  /** Remotes whose entry is malformed: left out of `pointer`, so only their own modules fail. */
  readonly problems: Readonly<Record<string, InvalidPointerError>>;
}

/**
 * Validates a parsed `remotes.json`. A malformed pointer throws; a malformed
 * remote, or a key that is not a remote's name, is reported in `problems` and left out.
 * Every well-formed remote is kept, whoever published it: no reader knows the full list.
 */
export function parseReleasePointer(value: unknown): ParsedPointer {
  if (!isRecord(value) || value.schemaVersion !== 1 || !isRecord(value.remotes)) {
    throw new InvalidPointerError('not a schemaVersion 1 release pointer');
  }
  const remotes: Record<RemoteName, RemoteRelease> = {};
  const problems: Record<string, InvalidPointerError> = {};
  for (const [name, release] of Object.entries(value.remotes)) {
    try {
      const shown = JSON.stringify(name.slice(0, 40));
      if (!isRemoteName(name)) throw new InvalidPointerError(`${shown} is not a remote's name`);
      remotes[name] = parseRelease(name, release);
    } catch (error) {
      if (!(error instanceof InvalidPointerError)) throw error;
      problems[name] = error;
    }
  }
  return { pointer: { schemaVersion: 1, remotes }, problems };
}

/** The version pages run: the active one, or the newest published when the pointer names an unknown one. */
export function activeVersion(release: RemoteRelease | undefined): PublishedVersion | undefined {
  return release?.history.find((v) => v.version === release.active) ?? release?.history.at(-1);
}
