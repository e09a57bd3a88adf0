import { NO_STUCK_STYLE, stuckGeometry, stuckStyleOf } from './sticky-styles';

const place = { left: 100, width: 400, columnLeft: 100, columnWidth: 600 };

describe('stuckStyleOf', () => {
  it('reads the sticky width, max-width and the shift of a relative origin', () => {
    expect(stuckStyleOf({ width: '300px', 'max-width': '80%', position_origin_r: 'bottom_right', vertical_offset: '8px', horizontal_offset: '12px' }, { module_alignment: 'center' })).toEqual({
      width: 300, maxWidth: '80%', shiftX: -12, shiftY: -8, alignment: 'center',
    });
    expect(stuckStyleOf({ width: '50%', position_origin_r: 'top_left', vertical_offset: '4', horizontal_offset: '6px' }, undefined)).toMatchObject({ width: '50%', shiftX: 6, shiftY: 4 });
  });

  it('leaves out what is unusable: no value, hostile CSS, !important, offsets in other units, a centre origin', () => {
    expect(stuckStyleOf(undefined, undefined)).toBe(NO_STUCK_STYLE);
    expect(stuckStyleOf({ width: 'calc(1px);background:url(x)', 'max-width': '10px !important', vertical_offset: '2em', position_origin_r: 'top_center', horizontal_offset: '9px' }, { module_alignment: 'justify' })).toEqual(NO_STUCK_STYLE);
  });
});

describe('stuckGeometry', () => {
  it('keeps the place when the stuck style has no width', () => {
    expect(stuckGeometry(NO_STUCK_STYLE, place)).toEqual({ left: 100, width: '400px' });
  });

  it('resolves a percentage against the column and aligns the narrower module in it', () => {
    const half = stuckStyleOf({ width: '50%' }, { module_alignment: 'right' });
    expect(stuckGeometry(half, place)).toEqual({ left: 400, width: '300px' });
    expect(stuckGeometry({ ...half, alignment: 'center' }, place)).toEqual({ left: 250, width: '300px' });
    expect(stuckGeometry({ ...half, alignment: 'left' }, place)).toEqual({ left: 100, width: '300px' });
  });

  it('adds the shift and keeps other units as CSS', () => {
    expect(stuckGeometry(stuckStyleOf({ width: '20rem', position_origin_r: 'top_left', horizontal_offset: '10px' }, undefined), place)).toEqual({ left: 110, width: '20rem' });
  });
});
