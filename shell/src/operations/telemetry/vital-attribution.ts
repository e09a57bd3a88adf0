import type { RemoteName } from '@cms-mf/shared-contracts/registry/module-registry';
import type { VitalEvent, VitalMetric } from '@cms-mf/shared-contracts/release/telemetry-report';

/** A module a metric is traced to: its remote, and the module as exposed (`./lightbox`). */
export interface ModuleRef {
  readonly remote: string;
  readonly module: string;
}

/** A mount the page view saw: its remote's version and when it finished (a `performance.now()`). */
export interface MountTime {
  readonly remote: string;
  readonly version: string;
  readonly end: number;
}

/**
 * How long after a mount finished a layout shift is still its doing: the module's DOM changes
 * are laid out and painted in the frames right after `mount` returns, and a busy phone may skip a
 * few. A shift later than this is the page's own (a late image, a font). @default 1000
 */
export const SHIFT_AFTER_MOUNT_MS = 1000;

/**
 * The module named by the mount manager's mark (`data-cmsmf-mounted="gallery/lightbox"`, the
 * registry's `remote/name`) on the element nearest a target; several modules on one element: the first.
 */
export function moduleOfMark(mark: string | null | undefined): ModuleRef | undefined {
  const token = mark?.split(' ').find(Boolean);
  const slash = token?.indexOf('/') ?? -1;
  return token && slash > 0 ? { remote: token.slice(0, slash), module: `./${token.slice(slash + 1)}` } : undefined;
}

/**
 * Whose mount caused a layout shift at `shiftTime`: the remote whose mount finished last before it,
 * within SHIFT_AFTER_MOUNT_MS (a module that grows pushes down what follows it, which is not its
 * own markup); failing that, the module whose own element moved. Undefined: the page's own shift.
 */
export function shiftCause(shiftTime: number, mounts: readonly MountTime[], shifted: ModuleRef | undefined): { readonly remote: string; readonly module?: string } | undefined {
  const recent = mounts.filter((m) => m.end <= shiftTime && shiftTime - m.end <= SHIFT_AFTER_MOUNT_MS).sort((a, b) => b.end - a.end)[0];
  if (recent) return recent.remote === shifted?.remote ? shifted : { remote: recent.remote };
  return shifted;
}

/**
 * The events one metric of a page view makes, for the remotes it ran (remote → the version that
 * mounted): INP for the remote it is traced to only (an interaction with no module's element is
 * no remote's doing); CLS for every remote, the page's score for the one that caused the largest
 * shift and 0 for the others (what each version did to the page, so a version's p75 counts the
 * page views it shifted nothing in); LCP for every remote, naming the module whose element it was.
 */
export function vitalEvents(metric: VitalMetric, value: number, ran: ReadonlyMap<string, string>, cause: { readonly remote: string; readonly module?: string } | undefined): VitalEvent[] {
  const event = (remote: string, version: string, score: number): VitalEvent => ({
    kind: 'vital',
    remote: remote as RemoteName,
    version,
    metric,
    value: score,
    ...(cause?.remote === remote && cause.module ? { module: cause.module } : {}),
  });
  if (metric === 'inp') {
    const version = cause && ran.get(cause.remote);
    return version ? [event(cause.remote, version, value)] : [];
  }
  return [...ran].map(([remote, version]) => event(remote, version, metric === 'cls' && cause?.remote !== remote ? 0 : value));
}
