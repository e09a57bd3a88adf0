import { type AnimationEntry, animationSpec, durationMs, parseStyle, speedCurve } from './animation-data';

const full: AnimationEntry = { class: 'et_pb_image_0', style: 'slideLeft', repeat: 'once', duration: '1000ms', delay: '200ms', intensity: '40%', starting_opacity: '20%', speed_curve: 'ease-out' };

describe('animationSpec', () => {
  it('applies an entry that carries all eight keys, writing seven data-animation attributes', () => {
    const spec = animationSpec(full, 'desktop');
    expect(spec).toMatchObject({ className: 'et_pb_image_0', style: 'slide', direction: 'left', infinite: false, durationMs: 1000, delayMs: 200, intensity: 40, startingOpacity: 20, speedCurve: 'ease-out' });
    expect(Object.keys(spec!.attributes)).toHaveLength(7);
  });

  it.each(['class', 'style', 'repeat', 'duration', 'delay', 'intensity', 'starting_opacity', 'speed_curve'] as const)('does not apply without %s', (key) => {
    const entry = { ...full };
    delete entry[key];
    expect(animationSpec(entry, 'desktop')).toBeNull();
  });

  it('falls back to ease-in-out for an unknown speed curve', () => {
    expect(animationSpec({ ...full, speed_curve: 'bouncy' }, 'desktop')?.speedCurve).toBe('ease-in-out');
    expect(speedCurve('linear')).toBe('linear');
  });

  it('reads a starting opacity that is not a number as 0 and an intensity that is not a number as 50', () => {
    expect(animationSpec({ ...full, starting_opacity: 'none', intensity: 'strong' }, 'desktop')).toMatchObject({ startingOpacity: 0, intensity: 50 });
  });

  it('plays forever with repeat infinite', () => {
    expect(animationSpec({ ...full, repeat: 'infinite' }, 'desktop')?.infinite).toBe(true);
  });

  it('takes tablet and phone variants, each falling back to the larger device', () => {
    const entry = { ...full, style_tablet: 'fadeTop', duration_phone: '2s' };
    expect(animationSpec(entry, 'tablet')).toMatchObject({ style: 'fade', durationMs: 1000 });
    expect(animationSpec(entry, 'phone')).toMatchObject({ style: 'fade', durationMs: 2000 });
    expect(animationSpec(entry, 'desktop')).toMatchObject({ style: 'slide' });
  });

  it('refuses unsafe classes and unknown styles', () => {
    expect(animationSpec({ ...full, class: 'a"b' }, 'desktop')).toBeNull();
    expect(animationSpec({ ...full, style: 'explode' }, 'desktop')).toBeNull();
  });
});

describe('parsers', () => {
  it('reads durations in ms or s', () => {
    expect(durationMs('500ms')).toBe(500);
    expect(durationMs('1.5s')).toBe(1500);
    expect(durationMs(300)).toBe(300);
    expect(durationMs('soon')).toBeNull();
  });

  it('splits a style from its direction', () => {
    expect(parseStyle('flipBottom')).toEqual({ style: 'flip', direction: 'bottom' });
    expect(parseStyle('bounce')).toEqual({ style: 'bounce', direction: 'center' });
  });
});
