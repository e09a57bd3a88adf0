import { isFlagOn } from '@cms-mf/shared-contracts/settings';
import type { FormDefinition } from '../cms/form-definition';
import { attributes } from '../html/escape-html';

/**
 * The container the payments remote renders into, after a form that takes
 * payments (its `payment` prices and `Integrations.enablePayPal`), empty
 * otherwise. `data-payment` carries the form's `payment` object as JSON, so
 * the page shows the total the server will charge (shared-contracts/MARKUP.md).
 */
export function renderPaymentContainer(form: FormDefinition): string {
  if (!form.payment || !isFlagOn(form.settings.Integrations?.enablePayPal)) return '';
  return `<div${attributes({ class: 'eacf7-payment', 'data-payment': JSON.stringify(form.payment) })}></div>\n`;
}
