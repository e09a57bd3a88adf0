/** @jest-environment jsdom */
import { MODULES } from './modules';

test('page-level behaviours mount on body only when the CMS printed their data', () => {
  const pageLevel = MODULES.filter((e) => e.selector === 'body');
  expect(pageLevel.map((e) => [e.expose, e.global])).toEqual([
    ['./animations', 'et_animation_data'],
    ['./scroll-effects', 'et_pb_motion_elements'],
    ['./sticky', 'et_pb_sticky_elements'],
  ]);
});

/** The theme entries that match inside `html`, as `expose × count`. */
function themeMatches(html: string): Record<string, number> {
  document.body.outerHTML = `<body>${html}</body>`;
  const counts: Record<string, number> = {};
  for (const entry of MODULES.filter((e) => e.global === undefined)) {
    const found = document.querySelectorAll(entry.selector).length;
    if (found > 0) counts[`theme${entry.expose}`] = found;
  }
  return counts;
}

describe('registry fixes', () => {
  it('a video slider mounts only the video slider, not also the plain slider or the generic carousel', () => {
    const matches = themeMatches(
      '<div class="et_pb_video_slider"><div class="et_pb_slider et_pb_preload"><div class="et_pb_slide"></div></div>' +
        '<div class="et_pb_carousel"><div class="et_pb_carousel_items"></div></div></div>',
    );
    expect(matches['theme./video-slider']).toBe(1);
    expect(matches['theme./slider']).toBeUndefined();
    expect(matches['theme./carousel']).toBeUndefined();
    expect(themeMatches('<div class="et_pb_slider"></div><div class="et_pb_carousel"></div>')).toMatchObject({ 'theme./slider': 1, 'theme./carousel': 1 });
  });

  it('A/B testing mounts once per page, also for cache-mode placeholders, and not without a test', () => {
    expect(themeMatches('<a class="et_pb_ab_goal"></a><a class="et_pb_ab_goal"></a><div class="et_pb_ab_subject_id-42_1"></div>')['theme./ab-testing']).toBe(1);
    expect(themeMatches('<div class="et_pb_subject_placeholder et_pb_subject_placeholder_id_42_1"></div>')['theme./ab-testing']).toBe(1);
    expect(themeMatches('<p>no test</p>')['theme./ab-testing']).toBeUndefined();
  });

  it('page behaviours mount once on a builder-plugin page without #page-container', () => {
    expect(themeMatches('<div id="et-boc"></div>')['theme./page']).toBe(1);
    expect(themeMatches('<div id="page-container"><div id="et-boc"></div></div>')['theme./page']).toBe(1);
    expect(themeMatches('<div id="et-boc"></div>')['theme./browser-classes']).toBe(1);
  });

  it('the grid portfolio has an entry', () => {
    expect(themeMatches('<div class="et_pb_portfolio_grid"></div>')['theme./portfolio-grid']).toBe(1);
  });
});
