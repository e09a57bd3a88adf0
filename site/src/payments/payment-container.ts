import { formatMoney, orderTotal, type OrderValues } from '@cms-mf/shared-contracts/rules';
import { isFlagOn } from '@cms-mf/shared-contracts/settings';
import type { FormDefinition } from '../cms/form-definition';
import { attributes, escapeHtml } from '../html/escape-html';
import { catalogueOf } from './payment-total';

/**
 * The values a form shows when no visitor changed it: a select's first
 * option (CF7 prints none as a placeholder here), nothing else chosen; what
 * a refused post kept replaces them.
 */
function shownValues(form: FormDefinition, kept: OrderValues | undefined): OrderValues {
  const values: Record<string, string | readonly string[] | undefined> = {};
  for (const field of form.fields) if (field.type === 'select' && field.options?.[0] !== undefined) values[field.name] = field.options[0];
  return { ...values, ...kept };
}

/**
 * The container the payments remote renders into, after a form that takes
 * payments (its `payment` prices and `Integrations.enablePayPal`), empty
 * otherwise. `data-payment` carries the form's `payment` object as JSON, so
 * the page shows the total the server will charge (shared-contracts/MARKUP.md).
 * Inside, the total of the choices the form shows (`kept`: a refused post's
 * values), by the one order-total rule, so a page without scripts shows it too;
 * the payments remote puts its live total in its place.
 */
export function renderPaymentContainer(form: FormDefinition, locale: string, kept?: OrderValues): string {
  if (!form.payment || !isFlagOn(form.settings.Integrations?.enablePayPal)) return '';
  const result = orderTotal(catalogueOf(form.payment), shownValues(form, kept), null);
  const total = result.ok ? `<p${attributes({ class: 'eacf7-payment__server-total' })}>Total for the choices shown: <strong>${escapeHtml(formatMoney(result.total, result.currency, locale))}</strong></p>` : '';
  return `<div${attributes({ class: 'eacf7-payment', 'data-payment': JSON.stringify(form.payment) })}>${total}</div>\n`;
}
