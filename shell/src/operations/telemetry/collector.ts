import type { RemoteName } from '@cms-mf/shared-contracts/registry/module-registry';
import type { FailureKind, TelemetryEvent, VitalEvent } from '@cms-mf/shared-contracts/release/telemetry-report';
import type { PhaseDetail } from '../../shared/phase-marks';
import type { MountTime } from './vital-attribution';

/** Versions whose numbers would only blur the statistics of published versions: a team's override. */
const UNREPORTED_VERSION = /^override/;

export interface Collector {
  /** `end`: when the phase finished (a `performance.now()`), which the layout-shift attribution reads. */
  phase(detail: PhaseDetail, durationMs: number, end?: number): void;
  failure(kind: 'failure' | 'error', remote: string, version: string, reason: FailureKind): void;
  vital(event: VitalEvent): void;
  /** The version of each remote that mounted on this page view (its first), overrides left out. */
  readonly ran: ReadonlyMap<string, string>;
  /** Every mount of a reported version, in the order they finished. */
  readonly mounts: readonly MountTime[];
  /** The events not sent yet; they are forgotten once drained. */
  drain(): TelemetryEvent[];
}

/**
 * Turns a page view's phase measures and failures into report events: one
 * `load` per remote and version (its first module: entry, module and mount
 * phases, and the pointer's time), and each failure once per version and reason.
 * Pure: the sender feeds it from the performance timeline.
 */
export function createCollector(pointerMs: () => number): Collector {
  const first = new Map<string, { entry?: number; module?: number }>();
  const loaded = new Set<string>();
  const failed = new Set<string>();
  const ran = new Map<string, string>();
  const mounts: MountTime[] = [];
  let pending: TelemetryEvent[] = [];
  return {
    ran,
    mounts,
    phase({ phase, remote, version }, durationMs, end = 0) {
      if (UNREPORTED_VERSION.test(version)) return;
      const key = `${remote}@${version}`;
      const times = first.get(key) ?? {};
      first.set(key, times);
      if (phase !== 'mount') {
        times[phase] ??= durationMs;
        return;
      }
      mounts.push({ remote, version, end });
      if (!ran.has(remote)) ran.set(remote, version);
      if (loaded.has(key)) return;
      loaded.add(key);
      pending.push({ kind: 'load', remote: remote as RemoteName, version, pointerMs: pointerMs(), entryMs: times.entry ?? 0, moduleMs: times.module ?? 0, mountMs: durationMs });
    },
    failure(kind, remote, version, reason) {
      const key = `${kind}:${remote}@${version}:${reason}`;
      if (UNREPORTED_VERSION.test(version) || failed.has(key)) return;
      failed.add(key);
      pending.push({ kind, remote: remote as RemoteName, version, reason });
    },
    vital(event) {
      if (!UNREPORTED_VERSION.test(event.version)) pending.push(event);
    },
    drain() {
      const events = pending;
      pending = [];
      return events;
    },
  };
}

const KIND_BY_ERROR: Readonly<Record<string, FailureKind>> = {
  ScriptNetworkError: 'network',
  RemoteTimeoutError: 'timeout',
  ScriptExecutionError: 'evaluation',
  RemoteUnavailableError: 'unavailable',
  SharedVersionError: 'shared-version',
  mount: 'mount',
};

/** The failure kind of a failure mark: the shell error's stable name, or `mount`. */
export const failureKindOf = (errorName: string): FailureKind => KIND_BY_ERROR[errorName] ?? 'other';

/** A version folder the page may run code from. */
export interface CodeSource {
  /** Absolute URL of the folder, ending in `/`. */
  readonly base: string;
  readonly remote: string;
  readonly version: string;
}

/** Which remote and version a script URL (an error's file, a stack line) belongs to. */
export function sourceOf(url: string, sources: readonly CodeSource[]): CodeSource | undefined {
  return sources.find((source) => url.startsWith(source.base));
}

/** The script URLs in a stack trace, innermost first. */
export function stackUrls(stack: string | undefined): string[] {
  return [...(stack ?? '').matchAll(/https?:\/\/[^\s)'"]+?\.js/g)].map((match) => match[0]);
}
