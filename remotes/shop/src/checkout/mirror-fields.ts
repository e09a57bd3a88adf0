import { type ControlState, mirrorEntries } from './checkout-rules';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const stateOf = (control: Control): ControlState => ({
  name: control.name,
  value: control.value,
  type: control instanceof HTMLInputElement ? control.type : control.tagName.toLowerCase(),
  checked: control instanceof HTMLInputElement && control.checked,
  disabled: control.disabled,
});

/** The payment-info form: the one the checkout sends (MARKUP-FACTS.md "WooCommerce checkout modules"). */
export const paymentForm = (doc: Document): HTMLFormElement | null => doc.querySelector<HTMLFormElement>('.et_pb_wc_checkout_payment_info form.checkout');

/**
 * Mirrors the controls of one checkout module (billing, shipping, order
 * details) into hidden inputs prepended to the payment form, as the page
 * builder does, so that sending that form sends every field. Returns the
 * function that re-reads the module's controls; the caller calls it on
 * input and change. Controls already inside the payment form are left alone.
 */
export function createFieldMirror(source: Element, form: HTMLFormElement, group: string): { sync(): void; remove(): void } {
  const doc = form.ownerDocument;
  const box = doc.createElement('div');
  box.hidden = true;
  box.setAttribute('data-cmsmf-mirror', group);
  form.prepend(box);
  const sync = () => {
    const controls = [...source.querySelectorAll<Control>('input, select, textarea')].filter((control) => control.form !== form);
    box.replaceChildren(
      ...mirrorEntries(controls.map(stateOf)).map(([name, value]) => {
        const input = doc.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = value;
        return input;
      }),
    );
  };
  sync();
  return { sync, remove: () => box.remove() };
}
