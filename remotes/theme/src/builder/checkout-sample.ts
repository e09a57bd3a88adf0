/** §5, §8: the visual builder shows this sample error on the checkout's billing module. */
export const SAMPLE_CHECKOUT_MESSAGE = 'Billing First name is a required field.';
const SAMPLE_CLASS = 'et_pb_builder_sample_notice';

/**
 * Puts the sample notice at the top of each billing module (once), so an
 * author can style the checkout's error; returns the undo.
 */
export function showSampleCheckoutMessage(doc: Document): () => void {
  const added: Element[] = [];
  for (const billing of doc.querySelectorAll('.et_pb_wc_checkout_billing')) {
    if (billing.querySelector(`.${SAMPLE_CLASS}`)) continue;
    const list = doc.createElement('ul');
    list.className = `woocommerce-error ${SAMPLE_CLASS}`;
    list.setAttribute('role', 'alert');
    const item = doc.createElement('li');
    item.textContent = SAMPLE_CHECKOUT_MESSAGE;
    list.append(item);
    billing.prepend(list);
    added.push(list);
  }
  return () => added.forEach((node) => node.remove());
}
