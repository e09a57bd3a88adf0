import { checkoutPayload, type ControlState, mirrorEntries } from './checkout-rules';
import { paymentForm } from './mirror-fields';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * The checkout's current values by name: the payment form's entries (its own
 * fields and the mirrors), or, on a page without that form, every checkout
 * control's.
 */
export function checkoutValues(doc: Document): Record<string, string> {
  const form = paymentForm(doc);
  if (form) return checkoutPayload([...new FormData(form).entries()].map(([name, value]) => [name, typeof value === 'string' ? value : '']));
  const controls = [...doc.querySelectorAll<Control>('form.checkout input, form.checkout select, form.checkout textarea')];
  return checkoutPayload(
    mirrorEntries(controls.map((c): ControlState => ({ name: c.name, value: c.value, type: c instanceof HTMLInputElement ? c.type : c.tagName.toLowerCase(), checked: c instanceof HTMLInputElement && c.checked, disabled: c.disabled }))),
  );
}
