/** @jest-environment jsdom */
import { installIntersectionStub, type IntersectionStub } from '@cms-mf/test-support/doubles/intersection-stub';
import type { AnimationEntry } from './animation-data';
import { ANIMATED_CLASS, createAnimations, HAD_ANIMATION_CLASS, INFINITE_CLASS } from './create-animations';

let io: IntersectionStub;
let mount: AbortController;
beforeEach(() => {
  io = installIntersectionStub();
  mount = new AbortController();
  document.body.innerHTML = '<div class="et_pb_image_0"></div><div class="et_pb_icon_0"></div><div class="et_pb_text_0"></div>';
});
afterEach(() => {
  mount.abort();
  io.restore();
});

const entry = (over: AnimationEntry): AnimationEntry => ({ class: 'et_pb_image_0', style: 'fadeTop', repeat: 'once', duration: '500ms', delay: '0ms', intensity: '50%', starting_opacity: '20%', speed_curve: 'ease', ...over });
const el = (cls: string) => document.querySelector<HTMLElement>(`.${cls}`)!;

test('writes the seven attributes and waits at the starting opacity until the element enters the viewport', () => {
  createAnimations(document, [entry({}), entry({ class: 'et_pb_text_0', speed_curve: undefined })], { signal: mount.signal, device: 'desktop', reducedMotion: false });
  const image = el('et_pb_image_0');
  expect([...image.attributes].filter((a) => a.name.startsWith('data-animation-')).map((a) => a.name)).toHaveLength(7);
  expect(image.style.opacity).toBe('0.2');
  expect(image.classList.contains(ANIMATED_CLASS)).toBe(false);
  // An entry missing a key leaves its element alone.
  expect(el('et_pb_text_0').hasAttribute('data-animation-style')).toBe(false);
  io.set([image], true);
  // jsdom has no Web Animations: the end state comes at once.
  expect(image.classList.contains(ANIMATED_CLASS)).toBe(true);
  expect(image.classList.contains(HAD_ANIMATION_CLASS)).toBe(true);
  expect(image.style.opacity).toBe('');
});

test('an infinite animation is not marked as had', () => {
  createAnimations(document, [entry({ class: 'et_pb_icon_0', repeat: 'infinite' })], { signal: mount.signal, device: 'desktop', reducedMotion: false });
  io.set([el('et_pb_icon_0')], true);
  expect(el('et_pb_icon_0').classList.contains(INFINITE_CLASS)).toBe(true);
  expect(el('et_pb_icon_0').classList.contains(HAD_ANIMATION_CLASS)).toBe(false);
});

test('with reduced motion nothing waits hidden or moves', () => {
  createAnimations(document, [entry({})], { signal: mount.signal, device: 'desktop', reducedMotion: true });
  expect(el('et_pb_image_0').style.opacity).toBe('');
  expect(el('et_pb_image_0').classList.contains(HAD_ANIMATION_CLASS)).toBe(true);
  expect(io.connected()).toBe(0);
});

test('a device change re-reads the values of elements still waiting', () => {
  const api = createAnimations(document, [entry({ style_phone: 'slideBottom', starting_opacity_phone: '50%' })], { signal: mount.signal, device: 'desktop', reducedMotion: false });
  api.setDevice('phone');
  expect(el('et_pb_image_0').getAttribute('data-animation-style')).toBe('slideBottom');
  expect(el('et_pb_image_0').style.opacity).toBe('0.5');
});
