import { microTable, pagesTable, profilesTable, ratiosTable, renderReport } from './report';
import type { BenchResults, PageResult, VariantResult } from './results';

const variant = (name: VariantResult['variant'], js: number, interactive: number): VariantResult => ({
  variant: name,
  url: '/demo/gallery.html',
  ready: 'mount',
  samples: [],
  summary: {
    jsTransferredBytes: js,
    jsGzip9Bytes: js - 10,
    jsRequests: 2,
    cssTransferredBytes: 700,
    requests: 9,
    interactiveMs: { median: interactive, min: interactive - 10, max: interactive + 10, n: 5 },
    longTasks: { median: 1, min: 0, max: 2, n: 5 },
    totalBlockingTimeMs: { median: 20, min: 0, max: 40, n: 5 },
    chainDepth: 3,
  },
});

const gallery: PageResult = {
  id: 'gallery',
  label: 'gallery',
  path: '/demo/gallery.html',
  status: 'built',
  note: '',
  features: [],
  budgetBytes: 45 * 1024,
  variants: [variant('ours', 20 * 1024, 500), variant('monolith', 40 * 1024, 400), variant('jquery', 35 * 1024, 1000)],
};
const theme: PageResult = { id: 'theme', label: 'theme', path: null, status: 'not built', note: 'no demo page', features: [], budgetBytes: 1, variants: [] };

const cells = (line: string | undefined) => line!.split('|').map((c) => c.trim());

test('one row per build of a found page, one row for a page not built, the budget on our row', () => {
  const lines = pagesTable([gallery, theme]).split('\n');
  expect(lines).toHaveLength(2 + 3 + 1);
  expect(lines[2]).toMatch(/^\| gallery `\/demo\/gallery.html` +\| built +\| ours \(shell \+ remotes\) +\| +20.0 \(2\) \|/);
  expect(cells(lines[2])).toContain('500 (490–510)');
  expect(cells(lines[2])).toContain('20.0 ≤ 45.0 ok');
  expect(lines[3]).toMatch(/^\| +\| +\| monolith /);
  expect(lines[5]).toContain('not built: no demo page');
});

test('ratios of ours against the monolith and the jQuery baseline, for found pages only', () => {
  const lines = ratiosTable([gallery, theme]).split('\n');
  expect(lines).toHaveLength(3);
  expect(cells(lines[2])).toEqual(['', 'gallery', '0.50×', '0.57×', '1.25×', '0.50×', '1.00×', '']);
});

test('micro-benchmarks show sub-10 ms figures with a decimal', () => {
  const table = microTable([{ name: 'scroll', variant: 'ours', status: 'measured', note: '', p50Ms: 0.42, p95Ms: 12.6, samples: [1, 2] }]);
  expect(cells(table.split('\n')[2]).slice(4, 6)).toEqual(['0.4', '13']);
});

test('the report names the browser, throttling and runs, and holds every table', () => {
  const results: BenchResults = {
    date: '2026-01-01T00:00:00.000Z',
    commit: 'abc1234',
    browser: { version: '153.0.8010.0', kind: 'packaged', executablePath: '/repo/node_modules/.cache/cmsmf-chromium/153.0.0/chromium' },
    cpuThrottlingRate: 4,
    runsPerPage: 5,
    monolith: { modules: ['gallery./lightbox'], shellGzip9Bytes: 30_000 },
    shellInitialChunkGzip9Bytes: 1700,
    pointer: { firstBytes: 2048, revalidationStatus: 304, revalidationBytes: 0 },
    pages: [gallery],
    micro: [],
  };
  const report = renderReport(results);
  expect(report).toContain('Chromium 153.0.8010.0 (packaged, /repo/node_modules/.cache/cmsmf-chromium/153.0.0/chromium), 4× CPU throttling');
  expect(report).toContain('median (min–max) of 5 loads');
  expect(report).toContain('holding gallery./lightbox');
  expect(report).toContain('Release pointer (every page with modules): 2.0 KB gz on a first view; a revalidation answers 304 with 0 B.');
  expect(report).toContain('| theme `scripts.min.js`');
});

test('the network-profile table gives interactive times and their ratio per page and profile', () => {
  const table = profilesTable([{ profile: 'slow 4G', page: 'gallery, opened', ours: variant('ours', 1000, 900).summary, monolith: variant('monolith', 2000, 1200).summary }]);
  expect(table).toContain('| gallery, opened | slow 4G |');
  expect(table).toContain('0.75×');
});
