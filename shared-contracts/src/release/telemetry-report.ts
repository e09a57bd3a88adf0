import { isRecord } from '../is-record';
import { isRemoteName } from '../registry/module-declaration';
import type { RemoteName } from '../registry/module-registry';

/**
 * Field telemetry (DESIGN.md §5): what the shell sends by beacon once per page
 * view, and what the site that receives it accepts. Nothing personal: a random
 * page-view id, remote names, versions, durations and failure kinds.
 */

/** Why a remote's version failed on a page view. */
export const FAILURE_KINDS = ['network', 'timeout', 'evaluation', 'unavailable', 'shared-version', 'mount', 'runtime-error', 'other'] as const;
export type FailureKind = (typeof FAILURE_KINDS)[number];

/** A remote's first module loaded and mounted: how long each phase took, in ms. */
export interface LoadEvent {
  readonly kind: 'load';
  readonly remote: RemoteName;
  readonly version: string;
  readonly pointerMs: number;
  readonly entryMs: number;
  readonly moduleMs: number;
  readonly mountMs: number;
}

/** A version that failed to load or mount (`failure`), or code of a module that threw after it (`error`). */
export interface FailureEvent {
  readonly kind: 'failure' | 'error';
  readonly remote: RemoteName;
  readonly version: string;
  readonly reason: FailureKind;
}

/** The Core Web Vitals the sampled telemetry reports (web-vitals, attribution build). */
export const VITAL_METRICS = ['inp', 'cls', 'lcp'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/**
 * A Web Vital of one page view, with the `remote@version` it is attributed to: INP to the remote
 * whose module's element the interaction targeted; CLS to each remote the page view ran (the
 * page's CLS for the one whose mount caused the largest shift, 0 for the others); LCP to each
 * remote the page view ran. `module` names the module (`./lightbox`) the metric was traced to, if any.
 */
export interface VitalEvent {
  readonly kind: 'vital';
  readonly remote: RemoteName;
  readonly version: string;
  readonly metric: VitalMetric;
  /** ms for INP and LCP; the unitless layout-shift score for CLS. */
  readonly value: number;
  readonly module?: string;
}

export type TelemetryEvent = LoadEvent | FailureEvent | VitalEvent;

export interface TelemetryReport {
  readonly v: 1;
  /** Random per page view: counts page views, links nothing else. */
  readonly view: string;
  readonly events: readonly TelemetryEvent[];
}

/** Limits a receiver enforces (the shell stays well inside them). */
export const TELEMETRY_LIMITS = { maxBytes: 16_384, maxEvents: 50, maxMs: 120_000, maxCls: 100 } as const;

const VIEW = /^[A-Za-z0-9]{8,40}$/;
/** Published versions (`0.1.0-2047b27c9a`), or `override` for a team's own build. */
const VERSION = /^[A-Za-z0-9._+-]{1,64}$/;
/** An exposed module's name, as the registry spells it (`./lightbox`). */
const MODULE = /^\.\/[a-z0-9-]{1,64}$/;

/** Thrown for a report that is not what the shell sends. */
export class InvalidTelemetryError extends Error {
  override name = 'InvalidTelemetryError';
}

const duration = (value: unknown, field: string): number => {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > TELEMETRY_LIMITS.maxMs) throw new InvalidTelemetryError(`${field} is not a duration`);
  return Math.round(value);
};

function parseEvent(value: unknown, index: number): TelemetryEvent {
  if (!isRecord(value)) throw new InvalidTelemetryError(`event ${index} is not an object`);
  const { kind, remote, version } = value;
  if (!isRemoteName(remote)) throw new InvalidTelemetryError(`event ${index}: unknown remote`);
  if (typeof version !== 'string' || !VERSION.test(version)) throw new InvalidTelemetryError(`event ${index}: bad version`);
  const base = { remote: remote as RemoteName, version };
  if (kind === 'load') {
    return { kind, ...base, pointerMs: duration(value.pointerMs, 'pointerMs'), entryMs: duration(value.entryMs, 'entryMs'), moduleMs: duration(value.moduleMs, 'moduleMs'), mountMs: duration(value.mountMs, 'mountMs') };
  }
  if (kind === 'vital') {
    const metric = value.metric as VitalMetric;
    if (!VITAL_METRICS.includes(metric)) throw new InvalidTelemetryError(`event ${index}: unknown metric`);
    const score = value.value;
    if (metric === 'cls' && (typeof score !== 'number' || !Number.isFinite(score) || score < 0 || score > TELEMETRY_LIMITS.maxCls)) throw new InvalidTelemetryError(`event ${index}: cls is not a layout-shift score`);
    if (value.module !== undefined && (typeof value.module !== 'string' || !MODULE.test(value.module))) throw new InvalidTelemetryError(`event ${index}: bad module`);
    return { kind, ...base, metric, value: metric === 'cls' ? Math.round((score as number) * 10_000) / 10_000 : duration(score, metric), ...(value.module === undefined ? {} : { module: value.module }) };
  }
  if (kind !== 'failure' && kind !== 'error') throw new InvalidTelemetryError(`event ${index}: unknown kind`);
  if (!FAILURE_KINDS.includes(value.reason as FailureKind)) throw new InvalidTelemetryError(`event ${index}: unknown reason`);
  return { kind, ...base, reason: value.reason as FailureKind };
}

/** Validates a parsed report strictly; throws an InvalidTelemetryError naming the first problem. */
export function parseTelemetryReport(value: unknown): TelemetryReport {
  if (!isRecord(value) || value.v !== 1) throw new InvalidTelemetryError('not a version 1 telemetry report');
  if (typeof value.view !== 'string' || !VIEW.test(value.view)) throw new InvalidTelemetryError('bad page-view id');
  if (!Array.isArray(value.events) || value.events.length === 0 || value.events.length > TELEMETRY_LIMITS.maxEvents) throw new InvalidTelemetryError(`events must be 1 to ${TELEMETRY_LIMITS.maxEvents}`);
  return { v: 1, view: value.view, events: value.events.map(parseEvent) };
}

/** Guard that survives federated bundles, where `instanceof` does not. */
export const isInvalidTelemetryError = (error: unknown): error is InvalidTelemetryError => error instanceof Error && error.name === 'InvalidTelemetryError';
