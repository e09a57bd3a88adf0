import { proModule } from '../common/pro-flag';
import { onFormReset } from '../common/form-reset';
import { renumberItem } from './renumber-item';
import { canAdd, canRemove, focusAfterRemoval, readLimit } from './repeater-rules';

const ITEM = '.eacf7-repeater-item';
const FOCUSABLE = 'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex="0"]';
/** What the shell and the modules leave on elements: a copy must start as server markup. */
const RUNTIME_ATTRIBUTES = ['data-cmsmf-mounted', 'aria-busy'];

/**
 * `./repeater`, mounted on `.eacf7-repeater` (MARKUP-FACTS §3.2): add and
 * remove items, renumber their fields (`name__n`), keep `.eacf7-repeater-count`,
 * hide remove when one item is left and add at the limit. A new item is a
 * copy of the server's pristine item (`template.eacf7-repeater-template`, or
 * the first item as the page came), so the shell's DOM watch mounts the
 * uploads, signatures and other fields inside it like any server markup.
 *
 * A DOM controller, not a component: the rows are copies of server markup that
 * other modules enhance in place (a re-render would undo them), so they are
 * never rendered from state; only the status line is ours.
 */
export const repeaterModule = proModule((el, _ctx, signal) => {
  const repeater = el as HTMLElement;
  const own = (selector: string) => [...repeater.querySelectorAll<HTMLElement>(selector)].filter((node) => node.closest('.eacf7-repeater') === repeater);
  const items = () => own(ITEM);
  const addButton = own('.eacf7-repeater-item-add')[0];
  const countInput = own('.eacf7-repeater-count')[0] as HTMLInputElement | undefined;
  const first = items()[0];
  if (!first || !addButton) return;
  const template = repeater.querySelector<HTMLTemplateElement>(':scope > template.eacf7-repeater-template');
  const pristine = template?.content.querySelector(ITEM) ?? first.cloneNode(true);
  const limit = readLimit(repeater.getAttribute('data-limit'), repeater.getAttribute('data-limit-count'));
  const status = repeater.ownerDocument.createElement('span');
  status.className = 'eacf7-repeater-status';
  status.setAttribute('role', 'status');
  status.style.cssText = 'position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap';
  repeater.appendChild(status);

  const copy = (): HTMLElement => {
    const item = pristine.cloneNode(true) as HTMLElement;
    for (const node of [item, ...item.querySelectorAll('*')]) for (const attribute of RUNTIME_ATTRIBUTES) node.removeAttribute(attribute);
    for (const field of item.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=button]):not([type=submit]), textarea')) field.value = '';
    for (const field of item.querySelectorAll<HTMLInputElement>('input[type=checkbox], input[type=radio]')) field.checked = field.defaultChecked;
    return item;
  };
  const sync = () => {
    const all = items();
    all.forEach((item, index) => {
      renumberItem(item, index + 1);
      const remove = item.querySelector<HTMLElement>('.eacf7-repeater-item-remove');
      if (remove) {
        remove.hidden = !canRemove(all.length);
        remove.classList.toggle('active', canRemove(all.length));
        if (!remove.hasAttribute('aria-label')) remove.setAttribute('aria-label', `Remove item ${index + 1}`);
        else remove.setAttribute('aria-label', remove.getAttribute('aria-label')!.replace(/\d+$/, String(index + 1)));
      }
    });
    if (countInput) countInput.value = String(all.length);
    const addable = canAdd(all.length, limit);
    addButton.toggleAttribute('disabled', !addable);
    addButton.setAttribute('aria-disabled', String(!addable));
    repeater.dispatchEvent(new CustomEvent('eacf7-repeater/change', { bubbles: true }));
  };
  const focusFirstField = (item: Element | undefined) => item?.querySelector<HTMLElement>(FOCUSABLE)?.focus();

  const add = () => {
    const all = items();
    if (!canAdd(all.length, limit)) return;
    const item = copy();
    all[all.length - 1]!.after(item);
    sync();
    repeater.dispatchEvent(new CustomEvent('eacf7-repeater/added', { bubbles: true, detail: item }));
    status.textContent = `Item ${items().length} added.`;
    focusFirstField(item);
  };
  const remove = (item: HTMLElement) => {
    const all = items();
    const index = all.indexOf(item);
    if (index < 0 || !canRemove(all.length)) return;
    repeater.dispatchEvent(new CustomEvent('eacf7-repeater/removed', { bubbles: true, detail: item }));
    item.remove();
    sync();
    status.textContent = `Item ${index + 1} removed.`;
    focusFirstField(items()[focusAfterRemoval(index, all.length - 1)]);
  };

  repeater.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest<HTMLElement>('.eacf7-repeater-item-add, .eacf7-repeater-item-remove');
    if (!control || control.closest('.eacf7-repeater') !== repeater) return;
    event.preventDefault();
    if (control.classList.contains('eacf7-repeater-item-add')) add();
    else {
      const item = control.closest<HTMLElement>(ITEM);
      if (item) remove(item);
    }
  }, { signal });
  sync();
  const form = repeater.closest('form');
  // After a send the form starts again with one item.
  if (form) onFormReset(form, () => {
    items().slice(1).forEach((item) => item.remove());
    sync();
  }, signal);

  return () => {
    status.remove();
  };
});
