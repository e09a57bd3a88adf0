import { vitalsOverruns } from './vitals-overruns';
import type { ClsAuditRow, InpRow, PageVitalsRow } from './vitals-results';

const audit = (path: string, cls: number, blockedCls: number): ClsAuditRow => ({ path, profile: 'phone', cls, blockedCls, worstShift: null, n: 1 });
const inp = (variant: 'ours' | 'monolith', p75Ms: number): InpRow => ({ interaction: 'slider next', path: '/demo/theme-all.html', profile: 'phone', variant, summary: { p75Ms, worstMs: p75Ms, n: 5 }, failed: 0 });
const load = (ours: number | null, blocked: number | null): PageVitalsRow => ({
  label: 'gallery',
  path: '/demo/gallery.html',
  profile: 'desktop',
  variants: [
    { variant: 'ours', summary: { lcpMs: ours, cls: 0, worstShift: null, n: 3 } },
    { variant: 'blocked', summary: { lcpMs: blocked, cls: 0, worstShift: null, n: 3 } },
  ],
});

test('nothing over budget, no message', () => {
  expect(vitalsOverruns([load(820, 800)], [inp('ours', 96)], [audit('/demo/contact.html', 0.017, 0.01)])).toEqual([]);
});

test('each budget missed by our build is named, the monolith’s INP is not ours to meet', () => {
  const messages = vitalsOverruns([load(900, 800), load(null, 800)], [inp('ours', 120), inp('monolith', 300)], [audit('/demo/theme.html', 0.685, 0.041)]);
  expect(messages).toHaveLength(3);
  expect(messages[0]).toMatch(/^\/demo\/theme.html phone: the runtime adds 0.644 CLS/);
  expect(messages[1]).toMatch(/^slider next \(\/demo\/theme-all.html\) phone: INP p75 120 ms/);
  expect(messages[2]).toMatch(/^\/demo\/gallery.html desktop: LCP 900 ms is 100 ms later/);
});
