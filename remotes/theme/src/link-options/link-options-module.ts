import { defineModule } from '@cms-mf/shared-contracts';
import { createDomRestorer } from '../dom/dom-restorer';
import { listenForSmoothAnchors, scrollToElement } from '../dom/smooth-scroll';
import { type LinkOption, linkAction, parseLinkOptions } from './link-options-core';

/** Clicks on these inside a linked element keep their own meaning. */
const OWN_ACTION = 'a[href], button, input, select, textarea, label, summary';

/**
 * Link options, the part of `./page` (page behaviours, mounted once on
 * `#page-container` or a builder-plugin page's `#et-boc`) that is built: it
 * acts when the page prints `et_link_options_data`. Linked elements become keyboard-reachable links
 * (`role="link"`, Enter); blocked in the builder (§6).
 */
export const linkOptionsModule = defineModule((el, ctx, signal) => {
  const doc = el.ownerDocument;
  const win = doc.defaultView!;
  const options = parseLinkOptions(ctx.globals.et_link_options_data);
  const restorer = createDomRestorer();
  const optionOf = (target: Element): { element: HTMLElement; option: LinkOption } | null => {
    for (const option of options) {
      const element = target.closest<HTMLElement>(`.${option.className}`);
      if (element) return { element, option };
    }
    return null;
  };
  const follow = (option: LinkOption) => {
    const action = linkAction(option, doc.baseURI);
    if (!action || ctx.builder.active) return;
    if (action.kind === 'reviews-tab') {
      const tab = doc.querySelector<HTMLElement>('.reviews_tab a');
      tab?.click();
      const panel = doc.getElementById('tab-reviews');
      if (panel) scrollToElement(panel);
    } else if (action.kind === 'anchor') {
      const target = doc.getElementById(action.id);
      if (target) {
        win.history.pushState(win.history.state, '', `#${action.id}`);
        scrollToElement(target);
      }
    } else if (action.newWindow) {
      win.open(action.url, '_blank', 'noopener');
    } else {
      win.location.assign(action.url);
    }
  };
  for (const option of options) {
    for (const element of doc.querySelectorAll<HTMLElement>(`.${option.className}`)) {
      if (element.matches(OWN_ACTION)) continue;
      restorer.attr(element, 'role', 'link');
      restorer.attr(element, 'tabindex', '0');
      restorer.style(element, 'cursor', 'pointer');
    }
  }
  doc.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (event.defaultPrevented || event.button !== 0 || target.closest(OWN_ACTION)) return;
    const found = optionOf(target);
    if (!found) return;
    event.preventDefault();
    follow(found.option);
  }, { signal });
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLElement) || event.target.getAttribute('role') !== 'link') return;
    const found = optionOf(event.target);
    if (!found || found.element !== event.target) return;
    event.preventDefault();
    follow(found.option);
  }, { signal });
  // Plain in-page anchors scroll smoothly too (the other part of `./page`).
  if (!ctx.builder.active) listenForSmoothAnchors(doc, signal);
  return () => {
    restorer.restore();
  };
});
