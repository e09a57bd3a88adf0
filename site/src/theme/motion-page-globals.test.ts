import { MOTION_PAGES, motionGlobalsScript } from './motion-page-globals';

test('prints the three motion globals of a page as footer variables', () => {
  const script = motionGlobalsScript('theme-motion')!;
  expect(script).toMatch(/^<script>\n/);
  for (const name of ['et_animation_data', 'et_pb_motion_elements', 'et_pb_sticky_elements']) expect(script).toContain(`var ${name} = `);
  expect(MOTION_PAGES['theme-motion']!.et_pb_motion_elements!.phone).toHaveLength(MOTION_PAGES['theme-motion']!.et_pb_motion_elements!.desktop!.length);
});

test('an unknown page prints nothing', () => {
  expect(motionGlobalsScript('nope')).toBeUndefined();
  expect(motionGlobalsScript(undefined)).toBeUndefined();
  expect(motionGlobalsScript('__proto__')).toBeUndefined();
});

test('the theme-all page prints its sticky bars with the sticky state\'s styles and transition settings', () => {
  const script = motionGlobalsScript('theme-all')!;
  expect(script).toContain('"stickyStyles":{"width":"60%"');
  expect(script).toContain('"transition":"on"');
  expect(script).not.toContain('et_animation_data');
});
