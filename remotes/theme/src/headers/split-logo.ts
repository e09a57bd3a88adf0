/**
 * The split header (`et_header_style_split`): above the breakpoint the logo sits
 * in the middle of the top menu, in an injected `li.centered-inline-logo-wrap`;
 * at or below it the logo goes back to its container. The logo is moved, not
 * copied, so it is one link for keyboards and screen readers.
 */
export function placeSplitLogo(header: HTMLElement, wide: boolean, signal: AbortSignal): void {
  const menu = header.querySelector<HTMLElement>('#top-menu');
  const logoContainer = header.querySelector<HTMLElement>('.logo_container');
  if (!menu || !logoContainer) return;
  let wrap = menu.querySelector<HTMLLIElement>(':scope > li.centered-inline-logo-wrap');
  const logo = (wrap ?? logoContainer).querySelector<HTMLElement>(':scope > a');
  if (!logo) return;
  if (wide && !wrap) {
    wrap = header.ownerDocument.createElement('li');
    wrap.className = 'centered-inline-logo-wrap';
    const items = menu.querySelectorAll(':scope > li');
    menu.insertBefore(wrap, items[Math.ceil(items.length / 2)] ?? null);
    wrap.append(logo);
    signal.addEventListener('abort', () => {
      logoContainer.append(wrap!.querySelector(':scope > a') ?? logo);
      wrap!.remove();
    }, { once: true });
  } else if (!wide && wrap) {
    logoContainer.append(logo);
    wrap.remove();
  }
}
