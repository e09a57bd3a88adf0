import type { CheckoutNotice } from '@cms-mf/shared-contracts/actions';
import { duplicateNoticeGroups } from './checkout-rules';

const GROUP_SELECTOR = '.woocommerce-NoticeGroup-checkout';

/** Removes the notices and field marks a previous attempt left. */
export function clearNotices(doc: Document): void {
  doc.querySelectorAll(`${GROUP_SELECTOR}, .woocommerce-checkout .woocommerce-error`).forEach((node) => node.remove());
  doc.querySelectorAll('.form-row.woocommerce-invalid').forEach((row) => row.classList.remove('woocommerce-invalid', 'woocommerce-invalid-required-field'));
  doc.querySelectorAll('.woocommerce-checkout [aria-invalid="true"]').forEach((field) => field.removeAttribute('aria-invalid'));
}

/**
 * The platform's notice group (`div.woocommerce-NoticeGroup-checkout >
 * ul.woocommerce-error > li[data-id]`), built from text only, prepended to
 * `form`; the fields named get the platform's invalid class and aria-invalid.
 *
 * DOM, not a component: the group is the platform's own markup inside its
 * checkout form, the same the server and the platform's script print (and
 * remove: clearNotices, settleNoticeGroups read both), and the fields it marks
 * are server markup. A component would also bring preact (~13 KB gz) to a
 * checkout page that loads none.
 */
export function showNotices(form: Element, notices: readonly CheckoutNotice[]): HTMLElement {
  const doc = form.ownerDocument;
  const group = doc.createElement('div');
  group.className = 'woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout';
  group.setAttribute('role', 'alert');
  const list = doc.createElement('ul');
  list.className = 'woocommerce-error';
  for (const notice of notices) {
    const item = doc.createElement('li');
    if (notice.id) item.setAttribute('data-id', notice.id);
    item.textContent = notice.message;
    list.append(item);
    const field = notice.id ? doc.getElementById(notice.id) : null;
    if (field) {
      field.setAttribute('aria-invalid', 'true');
      field.closest('.form-row')?.classList.add('woocommerce-invalid');
    }
  }
  group.append(list);
  form.prepend(group);
  return group;
}

/**
 * What follows `checkout_error` or a failed `updated_checkout` (§8): the
 * notice groups beyond the first are hidden, and the first notice list gets
 * focus (without a scroll of its own: the checkout scroll follows). Returns
 * the first group, if any.
 */
export function settleNoticeGroups(doc: Document): HTMLElement | undefined {
  const groups = [...doc.querySelectorAll<HTMLElement>(GROUP_SELECTOR)];
  for (const group of duplicateNoticeGroups(groups)) group.hidden = true;
  const first = groups[0];
  const notice = first?.querySelector<HTMLElement>('.woocommerce-error, .woocommerce-message, .woocommerce-info') ?? first;
  if (notice) {
    if (!notice.hasAttribute('tabindex')) notice.tabIndex = -1;
    notice.focus({ preventScroll: true });
  }
  return first;
}
