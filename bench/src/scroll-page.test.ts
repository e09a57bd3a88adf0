import { scrollBenchPage, scrollPagePath } from './scroll-page';

const globalOf = (html: string, name: string): unknown => JSON.parse(new RegExp(`var ${name} = (.*);`).exec(html)![1]!);

test('n modules, alternately sticky and with a scroll effect, in the theme’s globals', () => {
  const html = scrollBenchPage(4);
  expect(html.match(/class="et_pb_module /g)).toHaveLength(4);
  expect(Object.keys(globalOf(html, 'et_pb_sticky_elements') as object)).toEqual(['et_pb_text_0', 'et_pb_text_2']);
  const motion = globalOf(html, 'et_pb_motion_elements') as { desktop: { id: string }[] };
  expect(motion.desktop.map((m) => m.id)).toEqual(['.et_pb_text_1', '.et_pb_text_3']);
  expect(html).toContain('<script type="module" src="/mf/shell/shell.js"></script>');
});

test('served under /__bench/scroll', () => {
  expect(scrollPagePath(100)).toBe('/__bench/scroll/n-100.html');
});
