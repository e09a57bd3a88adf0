import { formatStatus, PAGE_VIEWS_PER_SENDER, percentile, summarise, type TelemetryRow } from './status-summary';

const load = (version: string, view: string, totalMs: number): TelemetryRow => ({ remote: 'gallery', version, pageView: view, kind: 'load', totalMs });
const failure = (version: string, view: string): TelemetryRow => ({ remote: 'gallery', version, pageView: view, kind: 'failure', totalMs: null });

test('percentile: nearest rank', () => {
  expect(percentile([], 0.75)).toBeNull();
  expect(percentile([40], 0.75)).toBe(40);
  expect(percentile([10, 20, 30, 40], 0.75)).toBe(30);
  expect(percentile([5, 1, 4, 2, 3, 8, 7, 6], 0.75)).toBe(6);
});

test('per version: page views, failure rate and p75 load; a canary worse than stable shows', () => {
  const rows = [load('1', 'a', 100), load('1', 'b', 200), load('1', 'c', 300), load('1', 'd', 400), load('2', 'e', 900), failure('2', 'f'), { ...failure('2', 'f'), kind: 'error' as const }];
  const status = summarise(rows);
  expect(status).toEqual([
    { remote: 'gallery', version: '1', pageViews: 4, failureRate: 0, p75Ms: 300 },
    { remote: 'gallery', version: '2', pageViews: 2, failureRate: 0.5, p75Ms: 900 },
  ]);
  const lines = formatStatus(status, new Map([['gallery@1', 'stable'], ['gallery@2', 'canary 10 %']]));
  expect(lines[0]).toMatch(/^remote\s+version\s+role\s+page views\s+failure rate\s+p75 load ms$/);
  expect(lines[1]).toMatch(/^gallery\s+1\s+stable\s+4\s+0\.0 %\s+300$/);
  expect(lines[2]).toMatch(/^gallery\s+2\s+canary 10 %\s+2\s+50\.0 %\s+900$/);
  expect(formatStatus([], new Map())).toEqual(['no telemetry stored yet']);
});

test('one sender weighs at most PAGE_VIEWS_PER_SENDER page views of a version: 500 forged failures do not sink a healthy one', () => {
  const healthy = Array.from({ length: 20 }, (_, i) => ({ ...load('1', `real${i}`, 100), sender: `visitor${i}` }));
  const forged = Array.from({ length: 500 }, (_, i) => ({ ...failure('1', `forged${i}`), sender: 'script' }));
  const [line] = summarise([...healthy, ...forged]);
  expect(PAGE_VIEWS_PER_SENDER).toBe(10);
  expect(line).toMatchObject({ pageViews: 30, failureRate: 10 / 30 });
  // A sender's rows of a page view already counted still count (its load and its failure), and rows without a sender are not bounded.
  const one = summarise([{ ...load('1', 'v', 100), sender: 's' }, { ...failure('1', 'v'), sender: 's' }, ...Array.from({ length: 15 }, (_, i) => load('1', `old${i}`, 100))], 1);
  expect(one[0]).toMatchObject({ pageViews: 16, failureRate: 1 / 16 });
});
