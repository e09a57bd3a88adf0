import { BASELINE_TRUSTED_TYPES_SOURCE, baselinePath, toBaselinePage } from './baseline-page';

const page = `<!doctype html>
<html><head>
  <title>x</title>
  <!-- cms:shell-preload -->
</head>
<body>
  <div class="eacf7-gallery"></div>
  <script type="module" src="/mf/shell/shell.js"></script>
</body></html>`;

test('takes the shell out and puts jQuery, migrate and the ready hook in the head, keeping the markup', () => {
  const html = toBaselinePage(page, ['/j.js', '/m.js'], 'jQuery(function(){})');
  expect(html).not.toContain('/mf/shell/');
  // Nor the hints that would preload our runtime chunk and release pointer into the baseline.
  expect(html).not.toContain('cms:shell-preload');
  expect(html).toContain('<div class="eacf7-gallery"></div>');
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain('<script src="/j.js"></script>\n  <script src="/m.js"></script>\n  <script>jQuery(function(){})</script>');
  expect(head.indexOf('/j.js')).toBeLessThan(head.indexOf('/m.js'));
  // jQuery starts under the pages' Trusted Types requirement only with a policy in place first.
  expect(head.indexOf(BASELINE_TRUSTED_TYPES_SOURCE)).toBeLessThan(head.indexOf('/j.js'));
});

test('a page without a head still gets the scripts first', () => {
  expect(toBaselinePage('<p>x</p>', ['/j.js'], '')).toBe(`<script>${BASELINE_TRUSTED_TYPES_SOURCE}</script>\n  <script src="/j.js"></script>\n  <script></script>\n<p>x</p>`);
});

test('baseline variants live under /__bench/baseline', () => {
  expect(baselinePath('/demo/gallery.html')).toBe('/__bench/baseline/demo/gallery.html');
});
