import type { VitalMetric } from '@cms-mf/shared-contracts/release/telemetry-report';
import { fileImporter } from '../../boot/shell-files';
import { MOUNTED_ATTRIBUTE } from '../../shared/module-name';
import type * as VitalsFile from '../vitals-file';
import type { Collector } from './collector';
import { moduleOfMark, shiftCause, vitalEvents } from './vital-attribution';

const importVitals = /* @__PURE__ */ fileImporter<typeof VitalsFile>('__cmsmf_file(web-vitals)');

/**
 * The module an element belongs to, as the registry named it when the mount manager marked its
 * element. The mark of a page-level module (on `body`) is not looked at: it would claim every
 * interaction and shift on the page.
 */
function markOf(node: Node | null): string {
  const el = node instanceof Element ? node : node?.parentElement;
  const marked = el?.closest(`[${MOUNTED_ATTRIBUTE}]`);
  return marked && marked !== document.body && marked !== document.documentElement ? (marked.getAttribute(MOUNTED_ATTRIBUTE) ?? '') : '';
}

/**
 * INP, CLS and LCP of this page view from web-vitals, traced to the module whose element they
 * concern (vital-attribution.ts) and handed to the collector; `changed` then schedules a report.
 * The targets web-vitals reports are the modules' marks (`generateTarget`), never a selector of the page.
 */
export function watchVitals(collector: Collector, changed: () => void): void {
  const opts = { generateTarget: markOf };
  const add = (metric: VitalMetric, value: number, cause: { remote: string; module?: string } | undefined) => {
    vitalEvents(metric, value, collector.ran, cause).forEach((event) => collector.vital(event));
    changed();
  };
  importVitals().then(
    ({ onINP, onCLS, onLCP }) => {
      onINP((m) => add('inp', m.value, moduleOfMark(m.attribution.interactionTarget)), opts);
      onCLS((m) => add('cls', m.value, shiftCause(m.attribution.largestShiftTime ?? 0, collector.mounts, moduleOfMark(m.attribution.largestShiftTarget))), opts);
      onLCP((m) => add('lcp', m.value, moduleOfMark(m.attribution.target)), opts);
    },
    () => undefined, // Best effort, like the rest of telemetry.
  );
}
