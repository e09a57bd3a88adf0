/** @jest-environment jsdom */
import type { MotionElement } from '@cms-mf/shared-contracts/settings';
import { installIntersectionStub, type IntersectionStub } from '@cms-mf/test-support/doubles/intersection-stub';
import { type FakeFrames, installFakeFrames } from '../test-support/animation-frames';
import { createScrollEffects } from './create-scroll-effects';
import { scrollItems } from './scroll-items';

let frames: FakeFrames;
let io: IntersectionStub;
let mount: AbortController;
beforeEach(() => {
  frames = installFakeFrames();
  io = installIntersectionStub();
  mount = new AbortController();
  Object.defineProperty(window, 'innerHeight', { value: 1000, configurable: true });
  document.body.innerHTML = '<div class="a"></div><div class="b"></div>';
  for (const [selector, top] of [['.a', 2000], ['.b', 5000]] as const) {
    const el = document.querySelector(selector)!;
    Object.defineProperty(el, 'offsetTop', { value: top, configurable: true });
    Object.defineProperty(el, 'offsetHeight', { value: 200, configurable: true });
  }
});
afterEach(() => {
  mount.abort();
  frames.restore();
  io.restore();
});

const scroll = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
  frames.flush();
};
const entry = (id: string): MotionElement => ({ id, start: 0, midStart: 50, midEnd: 50, end: 100, startValue: 0, midValue: 100, endValue: 0, resolver: 'opacity', module_type: 'et_pb_text' });
const a = () => document.querySelector<HTMLElement>('.a')!;

test('styles only elements within the lookahead, from their position in the viewport', () => {
  createScrollEffects(document, scrollItems([entry('.a'), entry('.b')]), { signal: mount.signal });
  frames.flush();
  expect(a().style.opacity).toBe('');
  io.set([a()], true);
  scroll(1600); // middle of .a (2100) at 500 px from the top of a 1000 px viewport: position 50.
  expect(a().style.opacity).toBe('1');
  expect(a().style.transition).toContain('200ms linear');
  scroll(1350); // position 25
  expect(a().style.opacity).toBe('0.5');
  expect(document.querySelector<HTMLElement>('.b')!.style.opacity).toBe('');
});

test('looks 500 px ahead of the viewport, 1500 px in the builder\'s zoom preview', () => {
  const Stub = globalThis.IntersectionObserver;
  const margins: (string | undefined)[] = [];
  globalThis.IntersectionObserver = class extends Stub {
    constructor(callback: IntersectionObserverCallback, init?: IntersectionObserverInit) {
      super(callback, init);
      margins.push(init?.rootMargin);
    }
  };
  createScrollEffects(document, scrollItems([entry('.a')]), { signal: mount.signal });
  createScrollEffects(document, scrollItems([entry('.b')]), { signal: mount.signal, zoom: true });
  expect(margins).toEqual(['500px 0px', '1500px 0px']);
});

test('removes the styles when an element leaves the lookahead', () => {
  createScrollEffects(document, scrollItems([entry('.a')]), { signal: mount.signal });
  io.set([a()], true);
  scroll(1600);
  io.set([a()], false);
  frames.flush();
  expect(a().style.opacity).toBe('');
  expect(a().style.transition).toBe('');
});

test('an unmount removes every style and the observer', () => {
  createScrollEffects(document, scrollItems([entry('.a')]), { signal: mount.signal });
  io.set([a()], true);
  scroll(1600);
  mount.abort();
  expect(a().style.opacity).toBe('');
  expect(io.connected()).toBe(0);
});

test('the engine goes when its last element leaves the page', () => {
  const onDestroy = jest.fn();
  createScrollEffects(document, scrollItems([entry('.a')]), { signal: mount.signal, onDestroy });
  io.set([a()], true);
  scroll(1600);
  a().remove();
  scroll(1700);
  expect(onDestroy).toHaveBeenCalledTimes(1);
  expect(io.connected()).toBe(0);
  const before = frames.requested();
  scroll(1800);
  expect(frames.requested()).toBe(before);
});

test('within 250 px of the viewport an element’s styles ease; beyond it they are set without a transition', () => {
  createScrollEffects(document, scrollItems([entry('.a')]), { signal: mount.signal });
  io.set([a()], true);
  scroll(751); // .a's top (2000) 1249 px below the viewport's top: 249 px below a 1000 px viewport.
  expect(a().style.transition).toContain('200ms linear');
  scroll(749); // 251 px below it.
  expect(a().style.opacity).not.toBe('');
  expect(a().style.transition).toBe('');
});

test('a resize measures the positions again after 500 quiet ms, not before', () => {
  jest.useFakeTimers({ doNotFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  try {
    createScrollEffects(document, scrollItems([entry('.a')]), { signal: mount.signal });
    io.set([a()], true);
    scroll(1600);
    expect(a().style.opacity).toBe('1');
    Object.defineProperty(a(), 'offsetTop', { value: 2250, configurable: true });
    window.dispatchEvent(new Event('resize'));
    jest.advanceTimersByTime(499);
    scroll(1600);
    expect(a().style.opacity).toBe('1');
    jest.advanceTimersByTime(1);
    scroll(1600); // its middle now 750 px down the viewport: position 25.
    expect(a().style.opacity).toBe('0.5');
  } finally {
    jest.useRealTimers();
  }
});
