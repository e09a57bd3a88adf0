/** @jest-environment jsdom */
import { installFakeFrames, type FakeFrames } from '../test-support/animation-frames';
import { requestFrame, subscribeScroll, type ScrollFrame } from './index';
import { STILL_FRAMES } from './scroll-loop';

let frames: FakeFrames;
let mounts: AbortController[];
beforeEach(() => {
  frames = installFakeFrames();
  mounts = [];
});
afterEach(() => {
  mounts.forEach((mount) => mount.abort());
  frames.restore();
});

function mount(): AbortSignal {
  const controller = new AbortController();
  mounts.push(controller);
  return controller.signal;
}

function scroll(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

test('a subscriber gets a first measured pass, then one per frame after scrolling', () => {
  const seen: ScrollFrame[] = [];
  subscribeScroll({ read: (frame) => frame, write: (frame) => seen.push(frame) }, mount());
  expect(frames.flush()).toBe(1);
  scroll(420);
  expect(frames.flush()).toBe(1);
  expect(seen.map((frame) => frame.scrollY)).toEqual([0, 420]);
  expect(seen[1]).toEqual({ scrollY: 420, viewportHeight: window.innerHeight, viewportWidth: expect.any(Number) });
});

test('many scroll and resize events in one frame request one animation frame', () => {
  const read = jest.fn();
  subscribeScroll({ read, write: () => {} }, mount());
  subscribeScroll({ read, write: () => {} }, mount());
  frames.flush();
  const before = frames.requested();
  scroll(10);
  scroll(20);
  window.dispatchEvent(new Event('resize'));
  requestFrame();
  expect(frames.requested() - before).toBe(1);
  frames.flush();
  expect(read).toHaveBeenCalledTimes(4);
});

test('every read of a frame runs before any write', () => {
  const order: string[] = [];
  for (const name of ['a', 'b', 'c']) {
    subscribeScroll({ read: () => order.push(`read ${name}`), write: () => order.push(`write ${name}`) }, mount());
  }
  frames.flush();
  expect(order).toEqual(['read a', 'read b', 'read c', 'write a', 'write b', 'write c']);
});

test('write receives what read measured', () => {
  const write = jest.fn();
  subscribeScroll({ read: ({ scrollY }) => ({ past: scrollY > 800 }), write }, mount());
  scroll(900);
  frames.flush();
  expect(write).toHaveBeenLastCalledWith({ past: true });
});

test('the listeners go away with the last subscriber, and a pending frame is cancelled', () => {
  const add = jest.spyOn(window, 'addEventListener');
  const first = mount();
  const second = mount();
  subscribeScroll({ read: () => 0, write: () => {} }, first);
  subscribeScroll({ read: () => 0, write: () => {} }, second);
  expect(add.mock.calls.filter(([type]) => type === 'scroll')).toHaveLength(1);
  expect(add).toHaveBeenCalledWith('scroll', expect.any(Function), expect.objectContaining({ passive: true }));
  add.mockRestore();
  mounts.forEach((controller) => controller.abort());
  expect(frames.pending()).toBe(0);
  const before = frames.requested();
  scroll(50);
  requestFrame();
  expect(frames.requested()).toBe(before);
});

test('an aborted subscriber is not called again while others go on', () => {
  const gone = jest.fn();
  const stays = jest.fn();
  const leaving = mount();
  subscribeScroll({ read: gone, write: () => {} }, leaving);
  subscribeScroll({ read: stays, write: () => {} }, mount());
  frames.flush();
  mounts[0]!.abort();
  scroll(100);
  frames.flush();
  expect(gone).toHaveBeenCalledTimes(1);
  expect(stays).toHaveBeenCalledTimes(2);
});

test('an already aborted signal subscribes nothing', () => {
  const controller = new AbortController();
  controller.abort();
  const read = jest.fn();
  subscribeScroll({ read, write: () => {} }, controller.signal);
  expect(frames.pending()).toBe(0);
  expect(read).not.toHaveBeenCalled();
});

test('a subscriber that throws does not stop the others', () => {
  const report = jest.fn();
  const original = window.reportError;
  window.reportError = report;
  const write = jest.fn();
  subscribeScroll({ read: () => { throw new Error('broken'); }, write: () => {} }, mount());
  subscribeScroll({ read: () => 1, write }, mount());
  frames.flush();
  window.reportError = original;
  expect(write).toHaveBeenCalledWith(1);
  expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'broken' }));
});

test('a subscriber unsubscribed by an earlier write in the same frame does not write', () => {
  const later = mount();
  const laterMount = mounts[0]!;
  const write = jest.fn();
  subscribeScroll({ read: () => 0, write: () => laterMount.abort() }, mount());
  subscribeScroll({ read: () => 0, write }, later);
  frames.flush();
  expect(write).not.toHaveBeenCalled();
});

test('a subscriber added during a frame runs in the next frame', () => {
  const added = jest.fn();
  const signal = mount();
  let once = true;
  subscribeScroll({
    read: () => 0,
    write: () => {
      if (once) subscribeScroll({ read: added, write: () => {} }, signal);
      once = false;
    },
  }, mount());
  frames.flush();
  expect(added).not.toHaveBeenCalled();
  frames.flush();
  expect(added).toHaveBeenCalledTimes(1);
});

test('while the page scrolls the frames follow it without the listener, which is back once it stands still', () => {
  const seen: number[] = [];
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  subscribeScroll({ read: (frame) => frame.scrollY, write: (y) => seen.push(y) }, mount());
  frames.flush();
  scroll(100);
  // From here no scroll event reaches the loop: each frame asks for the next while the position moves.
  for (const y of [140, 180, 220]) {
    expect(frames.flush()).toBe(1);
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  }
  expect(frames.flush()).toBe(1);
  expect(seen).toEqual([0, 100, 140, 180, 220]);
  const requestedWhileStill = frames.requested();
  for (let i = 0; i < STILL_FRAMES; i++) frames.flush();
  expect(frames.pending()).toBe(0);
  expect(frames.requested() - requestedWhileStill).toBe(STILL_FRAMES - 1);
  // Standing still: the listener is back, and the next scroll asks for a frame again.
  scroll(260);
  expect(frames.pending()).toBe(1);
  frames.flush();
  expect(seen.at(-1)).toBe(260);
});

test('a scroll during the frames that follow it asks for no second frame: one frame per frame', () => {
  subscribeScroll({ read: () => 0, write: () => {} }, mount());
  frames.flush();
  scroll(10);
  const before = frames.requested();
  for (let i = 0; i < 5; i++) {
    scroll(20 + i * 10);
    expect(frames.pending()).toBe(1);
    frames.flush();
  }
  expect(frames.requested() - before).toBe(5);
});
