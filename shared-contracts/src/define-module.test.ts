import { defineModule } from './define-module';
import type { ModuleContext, Unmount } from './module-contract';

const el = {} as Element;
const ctx = {} as ModuleContext;

describe('defineModule', () => {
  it('mounts a synchronous setup synchronously and aborts its signal on unmount', () => {
    let seen: AbortSignal | undefined;
    const unmount = defineModule((_el, _ctx, signal) => {
      seen = signal;
    }).mount(el, ctx) as Unmount;
    expect(typeof unmount).toBe('function');
    expect(seen?.aborted).toBe(false);
    unmount();
    expect(seen?.aborted).toBe(true);
  });

  it('passes the element and context through', () => {
    const setup = jest.fn();
    defineModule(setup).mount(el, ctx);
    expect(setup).toHaveBeenCalledWith(el, ctx, expect.any(AbortSignal));
  });

  it('runs the cleanup once, after the abort', () => {
    const order: string[] = [];
    const unmount = defineModule((_el, _ctx, signal) => {
      signal.addEventListener('abort', () => order.push('abort'));
      return () => order.push(`cleanup (aborted: ${signal.aborted})`);
    }).mount(el, ctx) as Unmount;
    unmount();
    unmount();
    expect(order).toEqual(['abort', 'cleanup (aborted: true)']);
  });

  it('mounts an asynchronous setup and returns its unmount once it resolves', async () => {
    let seen: AbortSignal | undefined;
    const cleanup = jest.fn();
    const mounted = defineModule(async (_el, _ctx, signal) => {
      seen = signal;
      await Promise.resolve();
      return cleanup;
    }).mount(el, ctx);
    expect(mounted).toBeInstanceOf(Promise);
    const unmount = await mounted;
    expect(seen?.aborted).toBe(false);
    unmount();
    unmount();
    expect(seen?.aborted).toBe(true);
    expect(cleanup).toHaveBeenCalledTimes(1);
  });

  it('aborts what a throwing setup started and rethrows', () => {
    const error = new Error('boom');
    let seen: AbortSignal | undefined;
    const module = defineModule((_el, _ctx, signal) => {
      seen = signal;
      throw error;
    });
    expect(() => module.mount(el, ctx)).toThrow(error);
    expect(seen?.aborted).toBe(true);
  });

  it('aborts what a rejecting setup started and rejects with its error', async () => {
    const error = new Error('boom');
    let seen: AbortSignal | undefined;
    const module = defineModule(async (_el, _ctx, signal) => {
      seen = signal;
      await Promise.resolve();
      throw error;
    });
    await expect(module.mount(el, ctx)).rejects.toBe(error);
    expect(seen?.aborted).toBe(true);
  });

  it('gives each mount its own signal', () => {
    const signals: AbortSignal[] = [];
    const module = defineModule((_el, _ctx, signal) => {
      signals.push(signal);
    });
    const first = module.mount(el, ctx) as Unmount;
    module.mount(el, ctx);
    first();
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
  });
});
