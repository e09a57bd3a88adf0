import { animationKeyframes, startingTransform } from './animation-keyframes';

describe('intensity multipliers (§9)', () => {
  it('slides 2 % per intensity point', () => {
    expect(startingTransform({ style: 'slide', direction: 'left', intensity: 50 })).toBe('translate3d(-100%, 0, 0)');
    expect(startingTransform({ style: 'slide', direction: 'bottom', intensity: 10 })).toBe('translate3d(0, 20%, 0)');
  });

  it('turns 0.9° per point for flip and fold, 3.6° for roll', () => {
    expect(startingTransform({ style: 'flip', direction: 'top', intensity: 50 })).toBe('perspective(2000px) rotateX(45deg)');
    expect(startingTransform({ style: 'fold', direction: 'right', intensity: 10 })).toBe('perspective(2000px) rotateY(9deg)');
    expect(startingTransform({ style: 'roll', direction: 'left', intensity: 50 })).toBe('rotateZ(-180deg)');
  });

  it('fades from the starting opacity to the element as it is', () => {
    expect(animationKeyframes({ style: 'fade', direction: 'center', intensity: 50, startingOpacity: 25 })).toEqual([{ opacity: 0.25 }, { opacity: 1 }]);
    const slide = animationKeyframes({ style: 'slide', direction: 'top', intensity: 50, startingOpacity: 0 });
    expect(slide.at(-1)).toEqual({ opacity: 1, transform: 'none' });
  });
});
