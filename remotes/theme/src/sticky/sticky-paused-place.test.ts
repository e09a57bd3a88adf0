import { clipsOverflow, containsAbsolute, initialOrigin, movesWithViewport, pausedPlace, type AncestorStyle } from './sticky-paused-place';

const plain: AncestorStyle = {
  position: 'static', transform: 'none', translate: 'none', rotate: 'none', scale: 'none', perspective: 'none', filter: 'none', backdropFilter: 'none',
  contain: 'none', willChange: 'auto', containerType: 'normal', overflowX: 'visible', overflowY: 'visible',
};

describe('pausedPlace', () => {
  it('is the same place on screen in the containing block\'s coordinates: its document top less the block\'s, its fixed left less the block\'s', () => {
    // Resting at document top 1500, shifted 8 px down, in a section whose padding box starts at document top 1200 and viewport left 20.
    expect(pausedPlace(1500, 140, 8, { top: 1200, left: 20 })).toEqual({ top: 308, left: 120 });
  });

  it('in the initial containing block, is the document top itself and the left less the horizontal scroll', () => {
    expect(pausedPlace(1500, 140, 0, initialOrigin(0))).toEqual({ top: 1500, left: 140 });
    expect(pausedPlace(1500, 140, 0, initialOrigin(30))).toEqual({ top: 1500, left: 170 });
  });
});

describe('containsAbsolute', () => {
  it('is false for a static ancestor without transforms, filters or containment', () => {
    expect(containsAbsolute(plain)).toBe(false);
  });

  it.each<[string, Partial<AncestorStyle>]>([
    ['a positioned ancestor', { position: 'relative' }],
    ['a sticky one', { position: 'sticky' }],
    ['a transform', { transform: 'matrix(1, 0, 0, 1, 0, 10)' }],
    ['an individual translate', { translate: '0px 10px' }],
    ['a perspective', { perspective: '100px' }],
    ['a filter', { filter: 'blur(2px)' }],
    ['a backdrop filter', { backdropFilter: 'blur(2px)' }],
    ['paint containment', { contain: 'paint' }],
    ['content containment', { contain: 'content' }],
    ['will-change: transform', { willChange: 'transform' }],
    ['a size container', { containerType: 'inline-size' }],
  ])('is true for %s', (_, style) => {
    expect(containsAbsolute({ ...plain, ...style })).toBe(true);
  });

  it('is false for size or style containment alone and an unrelated will-change', () => {
    expect(containsAbsolute({ ...plain, contain: 'size style' })).toBe(false);
    expect(containsAbsolute({ ...plain, willChange: 'opacity' })).toBe(false);
  });
});

describe('movesWithViewport and clipsOverflow', () => {
  it('a fixed or sticky block moves with the viewport; relative or absolute ones with the page', () => {
    expect(['fixed', 'sticky', 'relative', 'absolute'].map((position) => movesWithViewport({ ...plain, position }))).toEqual([true, true, false, false]);
  });

  it('any overflow but visible clips, on either axis', () => {
    expect(clipsOverflow(plain)).toBe(false);
    expect(clipsOverflow({ ...plain, overflowX: 'hidden' })).toBe(true);
    expect(clipsOverflow({ ...plain, overflowY: 'clip' })).toBe(true);
    expect(clipsOverflow({ ...plain, overflowY: 'auto' })).toBe(true);
  });
});
