/** @jest-environment jsdom */
import { installFakeFrames, type FakeFrames } from '../test-support/animation-frames';
import { requestFrame, subscribeScroll, type ScrollFrame } from './index';

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
