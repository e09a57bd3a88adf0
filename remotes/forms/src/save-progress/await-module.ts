/**
 * Resolves once the shell reports `module` (e.g. `forms/repeater`) mounted on
 * `el` (`data-cmsmf-mounted`), false after `timeoutMs`. A module that loads
 * on interaction is asked to load with a `focusin`, as a visitor's tab would.
 */
export function awaitModule(el: Element, module: string, signal: AbortSignal, timeoutMs = 8000): Promise<boolean> {
  const has = () => (el.getAttribute('data-cmsmf-mounted') ?? '').split(' ').includes(module);
  if (has()) return Promise.resolve(true);
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (has()) done(true);
    });
    const timer = setTimeout(() => done(false), timeoutMs);
    const onAbort = () => done(false);
    function done(result: boolean) {
      observer.disconnect();
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      resolve(result);
    }
    observer.observe(el, { attributes: true, attributeFilter: ['data-cmsmf-mounted'] });
    signal.addEventListener('abort', onAbort, { once: true });
    el.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  });
}
