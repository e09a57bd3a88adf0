import { scriptFrames, scriptMsPerFrame, type TraceEvent } from './trace-frames';

const MAIN = { pid: 1, tid: 10 };
const OTHER = { pid: 2, tid: 20 };
const meta = (where: typeof MAIN): TraceEvent => ({ name: 'thread_name', ph: 'M', ts: 0, ...where, args: { name: 'CrRendererMain' } });
const frame = (ts: number, where = MAIN): TraceEvent => ({ name: 'BeginMainThreadFrame', ph: 'I', ts, ...where });
const run = (name: string, ts: number, durMs: number, where = MAIN): TraceEvent => ({ name, ph: 'X', ts, dur: durMs * 1000, ...where });

test('sums the outermost script events between frame starts, in ms', () => {
  const events = [
    meta(MAIN),
    frame(0), frame(16_000), frame(32_000), frame(48_000),
    run('EventDispatch', 1_000, 3), run('FunctionCall', 1_500, 2), // nested: counted once
    run('FireAnimationFrame', 5_000, 1),
    run('FunctionCall', 17_000, 4),
    // Third frame: no script.
  ];
  expect(scriptMsPerFrame(events)).toEqual([4, 4, 0]);
});

test('work before the first frame start, and after the last one, belongs to no frame', () => {
  expect(scriptMsPerFrame([meta(MAIN), run('TimerFire', 0, 5), frame(10_000), run('TimerFire', 11_000, 1), frame(26_000), run('TimerFire', 27_000, 9)])).toEqual([1]);
});

test('picks the renderer main thread with the most frames (the page, not another renderer)', () => {
  const events = [meta(MAIN), meta(OTHER), frame(0, OTHER), frame(1, MAIN), frame(16_000, MAIN), frame(32_000, MAIN), run('FunctionCall', 2_000, 2), run('FunctionCall', 2_000, 50, OTHER)];
  expect(scriptMsPerFrame(events)).toEqual([2, 0]);
});

test('no renderer main thread: no frames', () => {
  expect(scriptMsPerFrame([frame(0)])).toEqual([]);
});

test('counts style and layout nested in script as forced by it, and not the frame\'s own', () => {
  const events = [
    meta(MAIN), frame(0), frame(16_000), frame(32_000),
    run('FireAnimationFrame', 1_000, 3), run('UpdateLayoutTree', 1_500, 1), run('Layout', 2_600, 0.5),
    run('UpdateLayoutTree', 10_000, 2), // after the script: the frame's own rendering
    run('FunctionCall', 17_000, 1),
  ];
  expect(scriptFrames(events)).toEqual({ script: [3, 1], forcedRender: [1.5, 0] });
});
