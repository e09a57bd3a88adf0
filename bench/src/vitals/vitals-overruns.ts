import { clsOverrun, inpOverrun, lcpOverrun } from '../budgets';
import type { ClsAuditRow, InpRow, PageVitalsRow } from './vitals-results';

/**
 * Every Web Vitals budget our build misses (budgets.ts `VITALS_BUDGETS`): the runtime's share of CLS on
 * each demo page, INP p75 of each interaction, LCP against the page with the runtime blocked.
 */
export function vitalsOverruns(pages: readonly PageVitalsRow[], inp: readonly InpRow[], audit: readonly ClsAuditRow[]): string[] {
  const messages: string[] = [];
  for (const row of audit) {
    const message = clsOverrun(`${row.path} ${row.profile}`, row.cls, row.blockedCls);
    if (message) messages.push(message);
  }
  for (const row of inp) {
    if (row.variant !== 'ours' || !row.summary) continue;
    const message = inpOverrun(`${row.interaction} (${row.path}) ${row.profile}`, row.summary.p75Ms);
    if (message) messages.push(message);
  }
  for (const row of pages) {
    const ours = row.variants.find((v) => v.variant === 'ours')?.summary;
    const blocked = row.variants.find((v) => v.variant === 'blocked')?.summary;
    if (ours?.lcpMs == null || blocked?.lcpMs == null) continue;
    const message = lcpOverrun(`${row.path} ${row.profile}`, ours.lcpMs, blocked.lcpMs);
    if (message) messages.push(message);
  }
  return messages;
}
