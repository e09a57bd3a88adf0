/** @jest-environment jsdom */
import { h } from 'preact';
import { useLayoutEffect, useState } from './react';
import { createRoot } from './client';

function Counter({ onUnmount }: { readonly onUnmount: () => void }) {
  const [count, setCount] = useState(0);
  useLayoutEffect(() => onUnmount, [onUnmount]);
  return h('button', { className: 'counter', onClick: () => setCount(count + 1) }, String(count));
}

test('renders into the container, updates through hooks and unmounts with cleanup', async () => {
  const container = document.body.appendChild(document.createElement('div'));
  const onUnmount = jest.fn();
  const root = createRoot(container);
  root.render(h(Counter, { onUnmount }));
  const button = container.querySelector('button.counter') as HTMLButtonElement;
  expect(button.textContent).toBe('0');
  button.click();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(button.textContent).toBe('1');
  root.unmount();
  expect(container.childNodes).toHaveLength(0);
  expect(onUnmount).toHaveBeenCalledTimes(1);
});
