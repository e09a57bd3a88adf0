import { defineModule } from '@cms-mf/shared-contracts';
import { createDomRestorer } from '../dom/dom-restorer';
import { idBase } from '../dom/unique-id';
import { isSearchable, widgetSearchClasses, widgetSearchSelector } from './search-rules';

const EMPTY_MESSAGE = 'Please type what you are looking for.';

/**
 * `./search`: the search module (`.et_pb_search > form.et_pb_searchform`
 * with `input.et_pb_s` and `.et_pb_searchsubmit`) and widget searches
 * (`et_pb_custom.widget_search_selector`, default `.widget_search`),
 * MARKUP-FACTS "Search module". An empty search is not sent: the field says
 * why and keeps the focus. The field always has a name (its placeholder, or
 * "Search"), also when `et_pb_hide_search_button` hides the button and Enter
 * is the way to search. Widget searches get `et-no-submit-button` and, below
 * 150 px, `et-narrow-wrapper`.
 */
export const searchModule = defineModule((el, ctx, signal) => {
  const root = el as HTMLElement;
  const restorer = createDomRestorer();
  const created: Element[] = [];
  const form = root.matches('form') ? (root as HTMLFormElement) : root.querySelector('form');
  const input = form?.querySelector<HTMLInputElement>('input.et_pb_s, input[type=search], input[name=s]') ?? null;

  if (form && input) {
    // Two search landmarks on a page need names to tell them apart: the field's label, without its colon.
    const labelText = input.labels?.[0]?.textContent?.replace(/\s+/g, ' ').trim().replace(/:$/, '');
    if (form.getAttribute('role') === 'search' && !form.hasAttribute('aria-label') && !form.hasAttribute('aria-labelledby') && labelText) {
      restorer.attr(form, 'aria-label', labelText);
    }
    if (!input.labels?.length && !input.hasAttribute('aria-label') && !input.hasAttribute('aria-labelledby')) {
      restorer.attr(input, 'aria-label', input.placeholder.trim() || 'Search');
    }
    const message = root.ownerDocument.createElement('span');
    message.id = `${idBase(root, 'search')}-0`;
    message.className = 'cmsmf-search-message';
    message.setAttribute('role', 'status');
    form.append(message);
    created.push(message);
    const clear = () => {
      message.textContent = '';
      restorer.attr(input, 'aria-invalid', null);
    };
    form.addEventListener('submit', (event) => {
      if (isSearchable(input.value)) return;
      event.preventDefault();
      message.textContent = EMPTY_MESSAGE;
      restorer.attr(input, 'aria-invalid', 'true');
      restorer.attr(input, 'aria-describedby', message.id);
      input.focus();
    }, { signal });
    input.addEventListener('input', clear, { signal });
  }

  const widgetSelector = widgetSearchSelector(ctx.globals.et_pb_custom?.widget_search_selector);
  if (root.matches(widgetSelector)) {
    const hasButton = root.querySelector('input[type=submit], button[type=submit], button:not([type])') !== null;
    const mark = () => {
      const { narrow, noSubmitButton } = widgetSearchClasses(root.getBoundingClientRect().width, hasButton);
      restorer.toggleClass(root, 'et-narrow-wrapper', narrow);
      restorer.toggleClass(root, 'et-no-submit-button', noSubmitButton);
    };
    mark();
    const observer = new ResizeObserver(mark);
    observer.observe(root);
    signal.addEventListener('abort', () => observer.disconnect(), { once: true });
  }

  return () => {
    for (const node of created) node.remove();
    restorer.restore();
  };
});
