/** One stored telemetry report, as `release status` reads it (site/src/telemetry stores them). */
export interface TelemetryRow {
  readonly remote: string;
  readonly version: string;
  /** A random id per page view: counts page views, nothing more. */
  readonly pageView: string;
  readonly kind: 'load' | 'failure' | 'error';
  /** Load time from the pointer request to the module mounted, for `load` rows. */
  readonly totalMs: number | null;
  /** A keyed hash of the sender's address (the site's telemetry-sender.ts); null in rows stored before it was kept. */
  readonly sender?: string | null;
}

/** One stored Web Vital of a page view (site/src/telemetry stores them in `telemetry_vitals`). */
export interface VitalRow {
  readonly remote: string;
  readonly version: string;
  readonly pageView: string;
  readonly metric: 'inp' | 'cls' | 'lcp';
  /** ms for INP and LCP; the layout-shift score for CLS. */
  readonly value: number;
}

/**
 * Page views of one `remote@version` counted per sender at most: anyone can post reports, so a
 * script's hundreds of forged failures weigh no more than this many page views of one visitor.
 * With the shell's default sampling (0.1) that is about a hundred real page views per address.
 */
export const PAGE_VIEWS_PER_SENDER = 10;

/** One line of `release status`. */
export interface VersionStatus {
  readonly remote: string;
  readonly version: string;
  readonly pageViews: number;
  /** Page views in which the version failed to load or threw, over all its page views: 0–1. */
  readonly failureRate: number;
  /** 75th percentile of load times, in ms; null with no load measured. */
  readonly p75Ms: number | null;
  /** Page views with an INP traced to this version's modules (an interaction with them). */
  readonly inpViews: number;
  /** 75th percentile of those page views' INP, in ms; null with none. */
  readonly p75InpMs: number | null;
  /** 75th percentile of the layout shift this version caused per page view (0 where it caused none); null with no CLS reported. */
  readonly p75Cls: number | null;
}

/** The nearest-rank percentile of `values` (0 < p ≤ 1). */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
}

/**
 * Per remote and version: page views, failure rate, p75 load time. Sorted by remote, then version.
 * Rows come in the order they were stored; past `perSender` page views of one sender for a
 * version, that sender's further page views of it are not counted. Rows without a sender are.
 */
export function summarise(rows: readonly TelemetryRow[], vitals: readonly VitalRow[] = [], perSender = PAGE_VIEWS_PER_SENDER): VersionStatus[] {
  const groups = new Map<string, { remote: string; version: string; views: Set<string>; failed: Set<string>; loads: number[]; bySender: Map<string, number> }>();
  for (const row of rows) {
    const key = `${row.remote}@${row.version}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { remote: row.remote, version: row.version, views: new Set(), failed: new Set(), loads: [], bySender: new Map() }));
    if (!group.views.has(row.pageView) && row.sender) {
      const counted = group.bySender.get(row.sender) ?? 0;
      if (counted >= perSender) continue;
      group.bySender.set(row.sender, counted + 1);
    }
    group.views.add(row.pageView);
    if (row.kind !== 'load') group.failed.add(row.pageView);
    else if (row.totalMs !== null) group.loads.push(row.totalMs);
  }
  // A page view's vitals count where its reports did: the per-sender bound above holds for them too.
  const metrics = new Map<string, { inp: Map<string, number>; cls: Map<string, number> }>();
  for (const vital of vitals) {
    const key = `${vital.remote}@${vital.version}`;
    if (vital.metric === 'lcp' || !groups.get(key)?.views.has(vital.pageView)) continue;
    let of = metrics.get(key);
    if (!of) metrics.set(key, (of = { inp: new Map(), cls: new Map() }));
    // The latest of a page view: web-vitals reports a metric again when it grows.
    of[vital.metric].set(vital.pageView, vital.value);
  }
  return [...groups.values()]
    .map((g) => {
      const of = metrics.get(`${g.remote}@${g.version}`);
      const inp = [...(of?.inp.values() ?? [])];
      const cls = [...(of?.cls.values() ?? [])];
      return { remote: g.remote, version: g.version, pageViews: g.views.size, failureRate: g.failed.size / g.views.size, p75Ms: percentile(g.loads, 0.75), inpViews: inp.length, p75InpMs: percentile(inp, 0.75), p75Cls: percentile(cls, 0.75) };
    })
    .sort((a, b) => a.remote.localeCompare(b.remote) || a.version.localeCompare(b.version));
}

/** Where a version's line goes within its remote: stable (or active) first, the canary beside it, then the others. */
const roleOrder = (role: string | undefined) => (role === 'stable' || role === 'active' ? 0 : role?.startsWith('canary') ? 1 : 2);

/** The table ops read; the active and canary versions are marked from the pointer, stable beside canary. */
export function formatStatus(lines: readonly VersionStatus[], marks: ReadonlyMap<string, string>): string[] {
  if (lines.length === 0) return ['no telemetry stored yet'];
  const role = (l: VersionStatus) => marks.get(`${l.remote}@${l.version}`);
  const ordered = [...lines].sort((a, b) => a.remote.localeCompare(b.remote) || roleOrder(role(a)) - roleOrder(role(b)) || a.version.localeCompare(b.version));
  const header = ['remote', 'version', 'role', 'page views', 'failure rate', 'p75 load ms', 'p75 INP ms', 'p75 CLS'];
  const table = ordered.map((l) => [
    l.remote,
    l.version,
    role(l) ?? '',
    String(l.pageViews),
    `${(l.failureRate * 100).toFixed(1)} %`,
    l.p75Ms === null ? '—' : String(Math.round(l.p75Ms)),
    l.p75InpMs === null ? '—' : String(Math.round(l.p75InpMs)),
    l.p75Cls === null ? '—' : l.p75Cls.toFixed(3),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
  return [header, ...table].map((row) => row.map((cell, i) => (i >= 3 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  ').trimEnd());
}
