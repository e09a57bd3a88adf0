import type { MotionElement } from '@cms-mf/shared-contracts/settings';
import { motionListFor, scrollItems } from './scroll-items';

const entry = (over: Partial<MotionElement>): MotionElement => ({ id: '.et_pb_text_0', start: 0, midStart: 50, midEnd: 50, end: 100, startValue: 0, midValue: 100, endValue: 0, resolver: 'opacity', module_type: 'et_pb_text', ...over });

describe('scrollItems', () => {
  it('groups entries per element, effects unique by resolver (the later wins)', () => {
    const items = scrollItems([entry({}), entry({ resolver: 'translateY', startValue: '2', midValue: 0, endValue: '-2' }), entry({ midValue: 80 })]);
    expect(items).toHaveLength(1);
    expect(items[0]!.effects.map((e) => e.kind)).toEqual(['opacity', 'translateY']);
    expect(items[0]!.effects[0]!.mid.value).toBe(80);
    expect(items[0]!.effects[1]!.end.value).toBe(-2);
  });

  it('defaults both triggers to the middle and clamps the limits', () => {
    const [item] = scrollItems([entry({ trigger_start: 'top', start: -10, end: '140', midStart: 'x' })]);
    expect(item!.effects[0]).toMatchObject({ triggerStart: 'top', triggerEnd: 'middle', limits: { start: 0, midStart: 50, midEnd: 50, end: 100 } });
  });

  it('uses the neutral value for a non-numeric effect value', () => {
    const [item] = scrollItems([entry({ startValue: 'oops' })]);
    expect(item!.effects[0]!.start.value).toBe(100);
  });

  it('skips unsafe selectors and unknown resolvers', () => {
    expect(scrollItems([entry({ id: 'img[onerror]' }), entry({ id: '.a:has(b)' }), entry({ resolver: 'skew' as never })])).toEqual([]);
    expect(scrollItems([entry({ id: '.et_pb_section_0 .et_pb_text_1' })])).toHaveLength(1);
  });

  it('reads grid motion only with "on" and a safe child slug', () => {
    expect(scrollItems([entry({ grid_motion: 'on', child_slug: 'et_pb_gallery_item', children_count: '3' })])[0]!.grid).toEqual({ childSlug: 'et_pb_gallery_item', count: 3 });
    expect(scrollItems([entry({ grid_motion: 'off', child_slug: 'x' })])[0]!.grid).toBeNull();
    expect(scrollItems([entry({ grid_motion: 'on', child_slug: 'a b' })])[0]!.grid).toBeNull();
  });

  it('composes the builder transforms it knows, sanitised', () => {
    expect(scrollItems([entry({ transforms: { rotateZ: '400', scaleX: '50', skewX: 'evil()', translateX: '10px' } })])[0]!.baseTransform).toBe('translateX(10px) rotateZ(359deg) scaleX(0.5)');
  });

  it('composes the Z parts of translate and scale too', () => {
    expect(scrollItems([entry({ transforms: { scaleZ: '150', translateZ: '20px', translateY: '5px' } })])[0]!.baseTransform).toBe('translateY(5px) translateZ(20px) scaleZ(1.5)');
  });
});

describe('motionListFor', () => {
  const desktop = [entry({})];
  const tablet = [entry({ id: '.t' })];
  it('falls back to the larger device list', () => {
    expect(motionListFor({ desktop, tablet }, 'phone')).toBe(tablet);
    expect(motionListFor({ desktop }, 'tablet')).toBe(desktop);
    expect(motionListFor(undefined, 'desktop')).toEqual([]);
  });
});
