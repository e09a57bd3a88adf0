import type { PointerCost } from './pointer-cost';
import { markdownTable, type Align } from './markdown-table';
import { formatRatio, ratio } from './ratio';
import { PUBLIC_RELEASE_FIGURES } from './reference-figures';
import type { BenchResults, MicroResult, PageResult, ProfileResult, VariantResult } from './results';
import { formatKB, formatSpread } from './units';
import { renderVitals } from './vitals/vitals-report';

const VARIANT_LABEL = { ours: 'ours (shell + remotes)', monolith: 'monolith', jquery: 'jQuery 3.7.1 + migrate' } as const;

const statusText = (page: PageResult) => (page.note ? `${page.status}: ${page.note}` : page.status);
const variantOf = (page: PageResult, variant: VariantResult['variant']) => page.variants.find((v) => v.variant === variant);

function budgetText(page: PageResult, result: VariantResult): string {
  if (result.variant !== 'ours' || !result.summary) return '';
  const bytes = result.summary.jsGzip9Bytes;
  return `${formatKB(bytes)} ${bytes <= page.budgetBytes ? '≤' : '>'} ${formatKB(page.budgetBytes)} ${bytes <= page.budgetBytes ? 'ok' : 'OVER'}`;
}

function pageRows(page: PageResult): string[][] {
  if (page.path === null) return [[page.label, statusText(page), '—', '—', '—', '—', '—', '—', '—', '—', '']];
  return page.variants.map((v, i) => {
    const s = v.summary;
    return [
      i === 0 ? `${page.label} \`${page.path}\`` : '',
      i === 0 ? statusText(page) : '',
      VARIANT_LABEL[v.variant] + (v.error ? ` (${v.error})` : ''),
      s ? `${formatKB(s.jsTransferredBytes)} (${s.jsRequests})` : '—',
      s ? formatKB(s.cssTransferredBytes) : '—',
      s ? String(s.requests) : '—',
      v.ready === 'none' ? 'n/a' : formatSpread(s?.interactiveMs),
      formatSpread(s?.longTasks),
      formatSpread(s?.totalBlockingTimeMs),
      s && v.variant !== 'jquery' ? String(s.chainDepth ?? '—') : '—',
      budgetText(page, v),
    ];
  });
}

export function pagesTable(pages: readonly PageResult[]): string {
  const headers = ['page', 'status', 'build', 'JS KB gz (files)', 'CSS KB gz', 'requests', 'interactive ms', 'long tasks', 'TBT ms', 'chain', 'budget (gz -9 KB)'];
  const align: Align[] = ['left', 'left', 'left', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'left'];
  return markdownTable(headers, pages.flatMap(pageRows), align);
}

export function ratiosTable(pages: readonly PageResult[]): string {
  const rows = pages
    .filter((p) => p.path !== null)
    .map((p) => {
      const [ours, mono, jq] = (['ours', 'monolith', 'jquery'] as const).map((v) => variantOf(p, v)?.summary ?? null);
      return [
        p.label,
        formatRatio(ratio(ours?.jsTransferredBytes, mono?.jsTransferredBytes)),
        formatRatio(ratio(ours?.jsTransferredBytes, jq?.jsTransferredBytes)),
        formatRatio(ratio(ours?.interactiveMs.median, mono?.interactiveMs.median)),
        formatRatio(ratio(ours?.interactiveMs.median, jq?.interactiveMs.median)),
        formatRatio(ratio(ours?.totalBlockingTimeMs.median, mono?.totalBlockingTimeMs.median)),
      ];
    });
  const headers = ['page', 'JS ours/monolith', 'JS ours/jQuery', 'interactive ours/monolith', 'interactive ours/jQuery ready', 'TBT ours/monolith'];
  return markdownTable(headers, rows, ['left', 'right', 'right', 'right', 'right', 'right']);
}

/** Interactive time per network profile, ours against the monolith. */
export function profilesTable(rows: readonly ProfileResult[]): string {
  const body = rows.map((r) => [
    r.page,
    r.profile,
    formatSpread(r.ours?.interactiveMs),
    formatSpread(r.monolith?.interactiveMs),
    formatRatio(ratio(r.ours?.interactiveMs.median, r.monolith?.interactiveMs.median)),
    r.ours ? String(r.ours.chainDepth) : '—',
  ]);
  return markdownTable(['page', 'network', 'interactive ms, ours', 'interactive ms, monolith', 'interactive ours/monolith', 'chain (ours)'], body, ['left', 'left', 'right', 'right', 'right', 'right']);
}

export function microTable(micro: readonly MicroResult[]): string {
  const f = (value: number | null) => (value === null ? '—' : value.toFixed(value < 10 ? 1 : 0));
  const rows = micro.map((m) => [m.name, m.variant ? VARIANT_LABEL[m.variant] : '—', m.note ? `${m.status}: ${m.note}` : m.status, f(m.p50Ms), f(m.p95Ms), String(m.samples.length)]);
  return markdownTable(['benchmark', 'build', 'status', 'p50 ms', 'p95 ms', 'n'], rows, ['left', 'left', 'left', 'right', 'right', 'right']);
}

export function referenceTable(): string {
  const rows = PUBLIC_RELEASE_FIGURES.map((r) => [r.script, r.raw ? `~${r.kb} raw` : r.kb.toFixed(1), r.loadedOn]);
  return markdownTable(['public release (jQuery era)', 'KB gz', 'loaded on'], rows, ['left', 'right', 'left']);
}

/** The release pointer's cost to a page with modules (pointer-cost.ts). */
export function pointerLine(cost: PointerCost): string {
  return `Release pointer (every page with modules): ${formatKB(cost.firstBytes)} KB gz on a first view; a revalidation answers ${cost.revalidationStatus} with ${cost.revalidationBytes} B.`;
}

/** The whole report: what `npm run bench` prints and writes to bench/results/latest.md. */
export function renderReport(results: BenchResults): string {
  return [
    `Chromium ${results.browser.version} (${results.browser.kind}, ${results.browser.executablePath}), ${results.cpuThrottlingRate}× CPU throttling, cold cache; timings are median (min–max) of ${results.runsPerPage} loads. ${results.date}, commit ${results.commit}.`,
    `Shell initial chunk: ${formatKB(results.shellInitialChunkGzip9Bytes)} KB gz -9. Monolith: ${formatKB(results.monolith.shellGzip9Bytes)} KB gz -9 holding ${results.monolith.modules.join(', ') || 'no module'}.`,
    ...(results.pointer ? [pointerLine(results.pointer)] : []),
    '',
    pagesTable(results.pages),
    '',
    ratiosTable(results.pages),
    '',
    ...(results.networkProfiles?.length ? [profilesTable(results.networkProfiles), ''] : []),
    microTable(results.micro),
    '',
    ...(results.vitals ? [renderVitals(results.vitals)] : []),
    referenceTable(),
    '',
  ].join('\n');
}
