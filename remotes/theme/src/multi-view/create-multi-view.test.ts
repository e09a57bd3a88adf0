/** @jest-environment jsdom */
import { createMultiView, HIDDEN_CLASS, HOVERED_CLASS } from './create-multi-view';
import { parseMultiView } from './multi-view-data';
import { whenPresent } from '@cms-mf/test-support/doubles/when-present';

const mount = (schema: unknown, extra: Record<string, unknown> = {}) => {
  document.body.innerHTML = '<div class="et_pb_text_0"><div class="inner">Server</div><img alt="x"></div>';
  const el = document.body.firstElementChild as HTMLElement;
  const controller = new AbortController();
  const api = createMultiView(el, parseMultiView(JSON.stringify({ schema, ...extra }))!, { signal: controller.signal, device: 'desktop' });
  return { el, api, controller };
};

describe('createMultiView', () => {
  it('shows the device view, hover on mouseenter, and resets on leave', () => {
    const { el } = mount({ content: { desktop: 'Desktop', hover: 'Hover' } }, { target: '.inner' });
    const inner = el.querySelector('.inner')!;
    expect(inner.textContent).toBe('Desktop');
    el.dispatchEvent(new Event('mouseenter'));
    expect(inner.textContent).toBe('Hover');
    expect(el.classList.contains(HOVERED_CLASS)).toBe(true);
    el.dispatchEvent(new Event('mouseleave'));
    expect(inner.textContent).toBe('Desktop');
  });

  it('toggles hover on taps', () => {
    const { el } = mount({ classes: { desktop: { add: ['plain'] }, hover: { add: ['lit'] } } });
    el.dispatchEvent(new Event('touchstart'));
    expect(el.className).toContain('lit');
    expect(el.className).not.toContain('plain');
    el.dispatchEvent(new Event('touchstart'));
    expect(el.className).toContain('plain');
    expect(el.className).not.toContain('lit');
  });

  it('swaps per device and hides', () => {
    const { el, api } = mount({ visibility: { desktop: 'visible', phone: 'hidden' }, attrs: { desktop: { title: 'wide' }, phone: { title: 'narrow', onclick: 'alert(1)', href: 'javascript:x' } } });
    api.setDevice('phone');
    expect(el.classList.contains(HIDDEN_CLASS)).toBe(true);
    expect(el.getAttribute('title')).toBe('narrow');
    expect(el.hasAttribute('onclick')).toBe(false);
    expect(el.hasAttribute('href')).toBe(false);
    api.setDevice('desktop');
    expect(el.classList.contains(HIDDEN_CLASS)).toBe(false);
  });

  it('sanitises HTML content before it enters the page', async () => {
    const { el } = mount({ content: { desktop: '<b>Bold</b><img src=x onerror="alert(1)"><script>alert(2)</script>' } }, { target: '.inner' });
    // The sanitiser is a lazy chunk: wait for the sanitised content, not for a time.
    const inner = el.querySelector('.inner')!;
    await whenPresent(inner, 'b');
    expect(inner.querySelector('b')?.textContent).toBe('Bold');
    expect(inner.querySelector('script')).toBeNull();
    expect(inner.querySelector('img')?.hasAttribute('onerror')).toBe(false);
  });

  it('stops listening on abort', () => {
    const { el, controller } = mount({ content: { desktop: 'D', hover: 'H' } });
    controller.abort();
    el.dispatchEvent(new Event('mouseenter'));
    expect(el.textContent).toBe('D');
  });
});
