import { render, type ComponentChild } from 'preact';

/** The part of a React root the gallery uses. */
export interface LiteRoot {
  render(children: ComponentChild): void;
  unmount(): void;
}

/** `react-dom/client`'s `createRoot` over Preact's `render` (see react.ts for why). */
export function createRoot(container: Element): LiteRoot {
  return {
    render: (children) => render(children, container),
    unmount: () => render(null, container),
  };
}
