import type { Cms } from '../cms/load-cms';
import type { PaymentDefinition } from '../cms/form-definition';
import type { RawFields } from '../form-body/raw-fields';
import { postedFieldsFromJson } from './posted-fields';

/** The coupon code an order's values carry in the form's coupon field, trimmed; '' when none. */
export function couponOfOrder(payment: PaymentDefinition, values: Readonly<Record<string, string | string[]>>): string {
  const posted = payment.coupon_field ? values[payment.coupon_field] : undefined;
  return typeof posted === 'string' ? posted.trim() : '';
}

/**
 * The coupon code an `eacf7_save_payment` request carries, read before its
 * handler runs so the coupon limits can count it; '' for a request without
 * one, or too malformed for the handler to look at any code.
 */
export function couponOfSaveRequest(fields: RawFields, cms: Cms): string {
  try {
    const form = cms.forms.get(Number(fields.optionalText('formId', { max: 12 })));
    if (!form?.payment?.coupon_field) return '';
    return couponOfOrder(form.payment, postedFieldsFromJson(fields.json('fields'), 'fields'));
  } catch {
    return '';
  }
}
