import { VITALS_BUDGETS, runtimeAddedCls } from '../budgets';
import { markdownTable } from '../markdown-table';
import type { LoadVitals } from './load-vitals';
import { VITALS_PROFILES } from './vitals-profiles';
import type { VitalsResults, VitalsVariant } from './vitals-results';

const VARIANT_LABEL: Record<VitalsVariant, string> = { ours: 'ours', monolith: 'monolith', jquery: 'jQuery', blocked: 'runtime blocked' };
const profileLabel = (id: string) => VITALS_PROFILES.find((p) => p.id === id)?.label ?? id;
const ms = (value: number | null | undefined) => (value == null ? '—' : String(Math.round(value)));
const cls = (value: number | null | undefined) => (value == null ? '—' : value.toFixed(3));
const trace = (shift: LoadVitals['worstShift']) => (shift && shift.value > 0.001 ? `${cls(shift.value)} at ${Math.round(shift.startMs)} ms: ${shift.sources.slice(0, 3).join('; ')}` : '');

/** LCP and CLS of each page type and build, per profile. */
export function loadVitalsTable(results: VitalsResults): string {
  const rows = results.pages.flatMap((row) =>
    row.variants.map((v, i) => [
      i === 0 ? `${row.label} \`${row.path}\`` : '',
      i === 0 ? profileLabel(row.profile) : '',
      VARIANT_LABEL[v.variant],
      ms(v.summary?.lcpMs),
      cls(v.summary?.cls),
      trace(v.summary?.worstShift ?? null),
    ]),
  );
  return markdownTable(['page', 'profile', 'build', 'LCP ms', 'CLS', 'largest shift window (what moved)'], rows, ['left', 'left', 'left', 'right', 'right', 'left']);
}

/** INP p75 and worst of each interaction, ours against the monolith. */
export function inpTable(results: VitalsResults): string {
  const rows = results.inp.map((r) => [
    `${r.interaction} \`${r.path}\``,
    profileLabel(r.profile),
    r.variant,
    ms(r.summary?.p75Ms),
    ms(r.summary?.worstMs),
    `${r.summary?.n ?? 0}${r.failed > 0 ? ` (${r.failed} failed)` : ''}`,
    r.variant === 'ours' && r.summary ? (r.summary.p75Ms <= VITALS_BUDGETS.inpP75Ms ? 'ok' : 'OVER') : '',
  ]);
  return markdownTable(['interaction', 'profile', 'build', 'INP p75 ms', 'worst ms', 'n', `≤ ${VITALS_BUDGETS.inpP75Ms} ms`], rows, ['left', 'left', 'left', 'right', 'right', 'right', 'left']);
}

/** The runtime's share of CLS on every demo page. */
export function clsAuditTable(results: VitalsResults): string {
  const rows = results.audit.map((r) => {
    const added = runtimeAddedCls(r.cls, r.blockedCls);
    return [`\`${r.path}\``, r.profile, cls(r.cls), cls(r.blockedCls), cls(added), added <= VITALS_BUDGETS.runtimeAddedCls ? 'ok' : 'OVER', trace(r.worstShift)];
  });
  return markdownTable(['demo page', 'profile', 'CLS', 'CLS, runtime blocked', 'added by the runtime', `≤ ${VITALS_BUDGETS.runtimeAddedCls}`, 'largest shift window (what moved)'], rows, ['left', 'left', 'right', 'right', 'right', 'left', 'left']);
}

/** The Web Vitals section of the report. */
export function renderVitals(results: VitalsResults): string {
  return [
    `Web Vitals (${VITALS_PROFILES.map((p) => p.label).join('; ')}; 4× CPU, cold cache; median of ${results.runsPerPage} loads; CLS over the load and a scroll to the bottom; INP from the Event Timing API, 16 ms threshold).`,
    '',
    loadVitalsTable(results),
    '',
    inpTable(results),
    '',
    clsAuditTable(results),
    '',
    results.overruns.length === 0 ? 'Every Web Vitals budget holds.' : `Web Vitals budgets not met:\n${results.overruns.map((m) => `- ${m}`).join('\n')}`,
    '',
  ].join('\n');
}
