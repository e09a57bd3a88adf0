import type { FeatureModule, ModuleContext, Unmount } from '@cms-mf/shared-contracts';

/** What the module says: change it, build and publish, and the next page view says the new words. */
export const GREETING = 'Hello from the __NAME__ remote: its hello module is running.';

/** The live region's words after `count` presses. */
export const pressesText = (count: number): string => `Pressed ${count} ${count === 1 ? 'time' : 'times'}.`;

/**
 * `./hello`, mounted on each `.__NAME__-hello` element: replaces the server's fallback with a
 * greeting and a button that counts presses, and announces the count in a polite live region.
 * A starting point to copy, shaped like every module here: one controller whose signal every
 * listener takes, and an unmount that puts back exactly what the server rendered.
 */
export const helloModule: FeatureModule = {
  mount(el: Element, _ctx: ModuleContext): Unmount {
    const doc = el.ownerDocument;
    // The server's nodes themselves, not a copy of their HTML: unmount puts back the very nodes.
    const serverNodes = [...el.childNodes];
    const mount = new AbortController();
    const { signal } = mount;

    const greeting = doc.createElement('p');
    greeting.textContent = GREETING;
    const button = doc.createElement('button');
    button.type = 'button';
    button.textContent = 'Press me';
    // In the page from the start and empty: screen readers announce changes to a live region they already know.
    const status = doc.createElement('p');
    status.setAttribute('role', 'status');
    status.setAttribute('aria-live', 'polite');

    let presses = 0;
    button.addEventListener(
      'click',
      () => {
        presses += 1;
        status.textContent = pressesText(presses);
      },
      { signal },
    );
    el.replaceChildren(greeting, button, status);

    return () => {
      if (signal.aborted) return;
      mount.abort();
      el.replaceChildren(...serverNodes);
    };
  },
};
