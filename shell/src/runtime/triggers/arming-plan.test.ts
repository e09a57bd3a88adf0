import { armingPlan, effectiveTrigger } from './arming-plan';

test('an element attribute overrides the registry, an invalid one does not', () => {
  expect(effectiveTrigger('interaction', 'visible')).toBe('visible');
  expect(effectiveTrigger('interaction', 'media:(min-width: 600px)')).toBe('media:(min-width: 600px)');
  expect(effectiveTrigger('immediate', 'soon')).toBe('immediate');
  expect(effectiveTrigger('immediate', null)).toBe('immediate');
});

test('an element named by the address hash loads at once, unless it waits for a media query', () => {
  expect(effectiveTrigger('interaction', null, true)).toBe('immediate');
  expect(effectiveTrigger('interaction', 'visible', true)).toBe('immediate');
  expect(effectiveTrigger('visible', 'media:(min-width: 981px)', true)).toBe('media:(min-width: 981px)');
  expect(effectiveTrigger('interaction', null, false)).toBe('interaction');
});

test('each kind waits for its own moment', () => {
  expect(armingPlan('immediate', false)).toMatchObject({ now: true, whenVisible: false, whenIdle: false });
  expect(armingPlan('visible', false)).toMatchObject({ now: false, whenVisible: true, whenIdle: false });
  expect(armingPlan('idle', false)).toMatchObject({ now: false, whenVisible: false, whenIdle: true });
  expect(armingPlan('media:(min-width: 981px)', false)).toMatchObject({ now: false, whenIdle: false, media: '(min-width: 981px)' });
});

test('an interaction module warms up when idle and prefetches on hover, unless the visitor saves data', () => {
  expect(armingPlan('interaction', false)).toEqual({ now: false, whenVisible: false, whenIdle: true, prefetchOnIntent: true });
  expect(armingPlan('interaction', true)).toEqual({ now: false, whenVisible: false, whenIdle: false, prefetchOnIntent: false });
  // An idle module is loaded when idle whatever the visitor asked: that is its trigger, not a prefetch.
  expect(armingPlan('idle', true).whenIdle).toBe(true);
});
