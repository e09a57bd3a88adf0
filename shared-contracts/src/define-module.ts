import type { FeatureModule, ModuleContext, Unmount } from './module-contract';

/**
 * A module's mount without its preamble: `signal` aborts on unmount, so every
 * listener, observer and request that takes it ends there. Return a cleanup
 * only for what the signal cannot undo (restored DOM, released styles); it
 * runs once, after the abort.
 */
export type ModuleSetup = (el: Element, ctx: ModuleContext, signal: AbortSignal) => void | Unmount | Promise<void | Unmount>;

/**
 * Wraps `setup` in the module contract: one `AbortController` per mount and an
 * idempotent unmount that aborts it, then runs the setup's own cleanup. A
 * synchronous setup mounts synchronously. A setup that throws or rejects has
 * what it started aborted and its error passed on, so the shell reports a
 * mount failure rather than a half-mounted module.
 */
export function defineModule(setup: ModuleSetup): FeatureModule {
  return {
    mount(el, ctx) {
      const mount = new AbortController();
      const fail = (error: unknown): never => {
        mount.abort();
        throw error;
      };
      const started = (cleanup: void | Unmount): Unmount => () => {
        if (mount.signal.aborted) return;
        mount.abort();
        cleanup?.();
      };
      try {
        const result = setup(el, ctx, mount.signal);
        return result instanceof Promise ? result.then(started, fail) : started(result);
      } catch (error) {
        return fail(error);
      }
    },
  };
}
