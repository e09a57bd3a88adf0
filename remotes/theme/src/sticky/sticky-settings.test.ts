import type { StickySettings } from '@cms-mf/shared-contracts/settings';
import { offsetPx, stickyConfig, stickyConfigs } from './sticky-settings';
import { NO_STUCK_STYLE } from './sticky-styles';

const settings = (over: Partial<StickySettings>): StickySettings => ({ id: 'et_pb_text_0', selector: '.et_pb_text_0', position: 'top', ...over });

describe('stickyConfig', () => {
  it('reads offsets, limits and flags', () => {
    expect(stickyConfig(settings({ topOffset: '20px', bottomOffset: 8, topLimit: 'row', bottomLimit: 'section', offsetSurrounding: 'on', transition: 'off' }))).toEqual({
      id: 'et_pb_text_0', selector: '.et_pb_text_0', position: 'top', topOffset: 20, bottomOffset: 8, topLimit: 'row', bottomLimit: 'section', offsetSurrounding: true, transition: false, stuck: NO_STUCK_STYLE,
    });
  });
  it('reads the sticky state\'s width and shift', () => {
    expect(stickyConfig(settings({ stickyStyles: { width: '240px', position_origin_r: 'top_left', vertical_offset: '6px' }, styles: { module_alignment: 'right' } }))?.stuck).toEqual({ width: 240, maxWidth: null, shiftX: 0, shiftY: 6, alignment: 'right' });
  });

  it('ignores limits other than body, section, row or column', () => {
    expect(stickyConfig(settings({ topLimit: 'page', bottomLimit: 'none' }))).toMatchObject({ topLimit: null, bottomLimit: null });
  });

  it('drops modules that are not sticky or have an unsafe selector', () => {
    expect(stickyConfig(settings({ position: 'none' }))).toBeNull();
    expect(stickyConfig(settings({ selector: 'img[src=x]' }))).toBeNull();
    expect(stickyConfig(undefined)).toBeNull();
    expect(stickyConfigs({ a: settings({}), b: settings({ position: 'none' }) })).toHaveLength(1);
  });

  it('reads only px offsets', () => {
    expect(offsetPx('12.5px')).toBe(12.5);
    expect(offsetPx('3em')).toBe(0);
    expect(offsetPx(undefined)).toBe(0);
  });
});
