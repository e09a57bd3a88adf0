import { formatStatus, PAGE_VIEWS_PER_SENDER, percentile, summarise, type TelemetryRow, type VitalRow } from './status-summary';

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
    { remote: 'gallery', version: '1', pageViews: 4, failureRate: 0, p75Ms: 300, inpViews: 0, p75InpMs: null, p75Cls: null },
    { remote: 'gallery', version: '2', pageViews: 2, failureRate: 0.5, p75Ms: 900, inpViews: 0, p75InpMs: null, p75Cls: null },
  ]);
  const lines = formatStatus(status, new Map([['gallery@1', 'stable'], ['gallery@2', 'canary 10 %']]));
  expect(lines[0]).toMatch(/^remote\s+version\s+role\s+page views\s+failure rate\s+p75 load ms\s+p75 INP ms\s+p75 CLS$/);
  expect(lines[1]).toMatch(/^gallery\s+1\s+stable\s+4\s+0\.0 %\s+300\s+—\s+—$/);
  expect(lines[2]).toMatch(/^gallery\s+2\s+canary 10 %\s+2\s+50\.0 %\s+900\s+—\s+—$/);
  expect(formatStatus([], new Map())).toEqual(['no telemetry stored yet']);
});

test('one sender weighs at most PAGE_VIEWS_PER_SENDER page views of a version: 500 forged failures do not sink a healthy one', () => {
  const healthy = Array.from({ length: 20 }, (_, i) => ({ ...load('1', `real${i}`, 100), sender: `visitor${i}` }));
  const forged = Array.from({ length: 500 }, (_, i) => ({ ...failure('1', `forged${i}`), sender: 'script' }));
  const [line] = summarise([...healthy, ...forged]);
  expect(PAGE_VIEWS_PER_SENDER).toBe(10);
  expect(line).toMatchObject({ pageViews: 30, failureRate: 10 / 30 });
  // A sender's rows of a page view already counted still count (its load and its failure), and rows without a sender are not bounded.
  const one = summarise([{ ...load('1', 'v', 100), sender: 's' }, { ...failure('1', 'v'), sender: 's' }, ...Array.from({ length: 15 }, (_, i) => load('1', `old${i}`, 100))], [], 1);
  expect(one[0]).toMatchObject({ pageViews: 16, failureRate: 1 / 16 });
});

const vital = (version: string, view: string, metric: VitalRow['metric'], value: number): VitalRow => ({ remote: 'gallery', version, pageView: view, metric, value });

test('p75 INP and CLS per version, over the page views counted; the stable line beside the canary’s', () => {
  const rows = ['a', 'b', 'c', 'd'].flatMap((view) => [load('1', view, 100), load('0', `${view}0`, 100)]).concat([load('2', 'e', 100), load('2', 'f', 100), { ...load('1', 'x', 100), sender: 'one' }, { ...load('1', 'y', 100), sender: 'one' }]);
  const vitals = [
    ...['a', 'b', 'c', 'd'].map((view, i) => vital('1', view, 'inp', 100 * (i + 1))),
    vital('1', 'a', 'cls', 0),
    vital('1', 'b', 'cls', 0.25),
    // A metric reported again as it grew: the latest counts.
    vital('1', 'b', 'cls', 0.3),
    vital('2', 'e', 'inp', 640),
    vital('2', 'e', 'lcp', 2000),
    // Of a page view not counted (past its sender's bound), or never reported: left out.
    vital('1', 'y', 'inp', 5000),
    vital('1', 'zz', 'inp', 5000),
  ];
  const status = summarise(rows, vitals, 1);
  expect(status.find((s) => s.version === '1')).toMatchObject({ pageViews: 5, inpViews: 4, p75InpMs: 300, p75Cls: 0.3 });
  expect(status.find((s) => s.version === '2')).toMatchObject({ inpViews: 1, p75InpMs: 640, p75Cls: null });
  const lines = formatStatus(status, new Map([['gallery@2', 'canary 5 %'], ['gallery@1', 'stable']]));
  expect(lines.slice(1).map((line) => line.split(/\s+/)[1])).toEqual(['1', '2', '0']);
  expect(lines[1]).toMatch(/^gallery\s+1\s+stable\s+5\s+0\.0 %\s+100\s+300\s+0\.300$/);
  expect(lines[2]).toMatch(/^gallery\s+2\s+canary 5 %\s+2\s+0\.0 %\s+100\s+640\s+—$/);
});
