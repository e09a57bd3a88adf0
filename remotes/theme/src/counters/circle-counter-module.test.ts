/** @jest-environment jsdom */
import { installFakeFrames } from '../test-support/animation-frames';
import { render, testContext } from '../test-support/test-context';
import circleCounter from './circle-counter';

// A recording 2D context: jsdom draws nothing, the test reads what the module set.
const strokes: number[] = [];
const context = {
  lineWidth: 0,
  setTransform: jest.fn(),
  clearRect: jest.fn(),
  beginPath: jest.fn(),
  arc: jest.fn(),
  stroke: () => strokes.push(context.lineWidth),
};

beforeAll(() => {
  window.matchMedia = ((query: string) => ({ matches: false, media: query })) as unknown as typeof window.matchMedia;
  HTMLCanvasElement.prototype.getContext = (() => context) as unknown as typeof HTMLCanvasElement.prototype.getContext;
});

test('counts up over 1800 ms and draws the ring with a line width of 5', () => {
  const frames = installFakeFrames();
  try {
    const el = render('<div class="et_pb_circle_counter" data-number-value="80"><div class="et_pb_circle_counter_inner"><div class="percent"><p><span class="percent-value"></span></p></div></div></div>');
    circleCounter.mount(el, testContext());
    const value = el.querySelector('.percent-value')!;
    frames.flush(1000);
    expect(value.textContent).toBe('0');
    frames.flush(1000 + 900);
    expect(value.textContent).toBe('70');
    // The eased count shows 80 just before the end, but runs on until 1800 ms.
    frames.flush(1000 + 1799);
    expect(frames.pending()).toBe(1);
    frames.flush(1000 + 1800);
    expect(value.textContent).toBe('80');
    expect(frames.pending()).toBe(0);
    expect(strokes.length).toBeGreaterThan(0);
    expect(new Set(strokes)).toEqual(new Set([5]));
  } finally {
    frames.restore();
  }
});
