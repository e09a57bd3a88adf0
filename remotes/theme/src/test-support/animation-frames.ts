/**
 * A hand-driven `requestAnimationFrame` for jsdom: callbacks wait until the
 * test calls `flush()`, so a test decides when a frame runs and can count them.
 */
export interface FakeFrames {
  /** Callbacks waiting for the next frame. */
  pending(): number;
  /** Runs the waiting callbacks (one frame); returns how many ran. */
  flush(time?: number): number;
  /** Frames requested since install. */
  requested(): number;
  restore(): void;
}

export function installFakeFrames(win: Window = window): FakeFrames {
  const original = { request: win.requestAnimationFrame, cancel: win.cancelAnimationFrame };
  let queue = new Map<number, FrameRequestCallback>();
  let nextId = 1;
  let requested = 0;
  win.requestAnimationFrame = (callback) => {
    requested += 1;
    const id = nextId++;
    queue.set(id, callback);
    return id;
  };
  win.cancelAnimationFrame = (id) => void queue.delete(id);
  return {
    pending: () => queue.size,
    flush(time = performance.now()) {
      const due = queue;
      queue = new Map();
      due.forEach((callback) => callback(time));
      return due.size;
    },
    requested: () => requested,
    restore() {
      win.requestAnimationFrame = original.request;
      win.cancelAnimationFrame = original.cancel;
    },
  };
}
