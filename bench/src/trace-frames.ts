/** The fields of a Chrome trace event the frame analysis reads (timestamps in µs). */
export interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly args?: { readonly name?: string };
}

/** Trace events that are JavaScript running on the main thread (the nested ones are counted once, by their outermost). */
const SCRIPT_EVENTS = new Set(['FunctionCall', 'EventDispatch', 'FireAnimationFrame', 'TimerFire', 'EvaluateScript', 'FireIdleCallback', 'V8.Execute', 'RunMicrotasks']);
/** The main thread starts a frame: the boundary between two frames' work. */
const FRAME_START = 'BeginMainThreadFrame';

const threadKey = (e: Pick<TraceEvent, 'pid' | 'tid'>) => `${e.pid}:${e.tid}`;

/** The renderer main thread that produced the most frames: the page's. */
function pageMainThread(events: readonly TraceEvent[]): string | null {
  const mains = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map(threadKey));
  const frames = new Map<string, number>();
  for (const e of events) if (e.name === FRAME_START && mains.has(threadKey(e))) frames.set(threadKey(e), (frames.get(threadKey(e)) ?? 0) + 1);
  return [...frames].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/** Style and layout: inside a script event, the script forced them (a layout read while they were due). */
const RENDER_EVENTS = new Set(['UpdateLayoutTree', 'Layout']);

/** Per frame, ms: all script time, and the part of it that was style and layout the script forced. */
export interface FrameScript {
  readonly script: number[];
  readonly forcedRender: number[];
}

/**
 * Script time per frame, in ms: the outermost script events of the page's main
 * thread, summed between one frame start and the next. The first frame's work
 * is counted from its own start; work before it is not part of any frame.
 * `forcedRender` is the style recalculation and layout nested in those events,
 * which DevTools shows as rendering: work the frame would do anyway, pulled
 * into script by a layout read while style or layout was due.
 */
export function scriptFrames(events: readonly TraceEvent[]): FrameScript {
  const thread = pageMainThread(events);
  if (thread === null) return { script: [], forcedRender: [] };
  const onThread = events.filter((e) => threadKey(e) === thread);
  const starts = onThread.filter((e) => e.name === FRAME_START).map((e) => e.ts).sort((a, b) => a - b);
  const scripts = onThread.filter((e) => e.ph === 'X' && SCRIPT_EVENTS.has(e.name)).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const renders = onThread.filter((e) => e.ph === 'X' && RENDER_EVENTS.has(e.name));
  const script = starts.slice(0, -1).map(() => 0);
  const forcedRender = script.map(() => 0);
  let outerEnd = -Infinity;
  for (const e of scripts) {
    const end = e.ts + (e.dur ?? 0);
    if (e.ts < outerEnd) continue; // nested in the previous outermost event
    outerEnd = end;
    // The frame whose start is the last one at or before this event.
    let frame = -1;
    for (let i = 0; i < starts.length && starts[i]! <= e.ts; i++) frame = i;
    if (frame < 0 || frame >= script.length) continue;
    script[frame]! += (e.dur ?? 0) / 1000;
    for (const r of renders) if (r.ts >= e.ts && r.ts + (r.dur ?? 0) <= end) forcedRender[frame]! += (r.dur ?? 0) / 1000;
  }
  return { script, forcedRender };
}

/** Script time per frame, in ms (see `scriptFrames`). */
export function scriptMsPerFrame(events: readonly TraceEvent[]): number[] {
  return scriptFrames(events).script;
}
