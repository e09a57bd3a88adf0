import type { MotionElement } from '@cms-mf/shared-contracts/settings';
import type { StickyElements, StickySettings } from '@cms-mf/shared-contracts/settings';

/** Where the scroll benchmark page with `n` modules is served. */
export const scrollPagePath = (n: number) => `/__bench/scroll/n-${n}.html`;

const orderClass = (i: number) => `et_pb_text_${i}`;

/**
 * A page-builder page with `n` modules, one per section: even ones sticky
 * within their section, odd ones with a scroll effect (opacity), printed the way
 * the theme prints them (`et_pb_sticky_elements`, `et_pb_motion_elements`,
 * shared-contracts/MARKUP.md). The shell mounts `./sticky` and `./scroll-effects` on body.
 */
export function scrollBenchPage(n: number): string {
  const sticky: Record<string, StickySettings> = {};
  const motion: MotionElement[] = [];
  const sections: string[] = [];
  for (let i = 0; i < n; i++) {
    const cls = orderClass(i);
    if (i % 2 === 0) sticky[cls] = { id: cls, selector: `.${cls}`, position: 'top', topOffset: '0px', bottomLimit: 'section', offsetSurrounding: 'off', transition: 'off' };
    else motion.push({ id: `.${cls}`, start: 0, midStart: 50, midEnd: 50, end: 100, startValue: 0, midValue: 1, endValue: 0, resolver: 'opacity', module_type: 'et_pb_text', trigger_start: 'middle', trigger_end: 'middle', module_index: i });
    sections.push(
      `<div class="et_pb_section et_pb_section_${i}"><div class="et_pb_row"><div class="et_pb_column"><div class="et_pb_module et_pb_text ${cls}"><div class="et_pb_text_inner">Module ${i}</div></div></div></div></div>`,
    );
  }
  const stickyElements: StickyElements = sticky;
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Scroll benchmark: ${n} sticky and scroll-effect modules</title>
  <style>.et_pb_section { height: 240px; padding: 16px; border-bottom: 1px solid #ccc; } .et_pb_module { height: 48px; background: #dde; }</style>
  <script>
    var et_pb_sticky_elements = ${JSON.stringify(stickyElements)};
    var et_pb_motion_elements = ${JSON.stringify({ desktop: motion })};
  </script>
</head>
<body>
  <div id="main-content">
    ${sections.join('\n    ')}
  </div>
  <script type="module" src="/mf/shell/shell.js"></script>
</body>
</html>
`;
}
