import type { ActionName } from '@cms-mf/shared-contracts/actions';
import type { Cms } from '../cms/load-cms';
import type { RawFields } from '../form-body/raw-fields';
import { couponOfSaveRequest } from '../payments/posted-coupon';
import type { LimitName } from './site-limits';

/**
 * The limits an action's attempt counts against, with their keys; none for unlimited actions.
 * `visitor` is the visitor's network (an IPv4 address, an IPv6 /64: visitor-network.ts).
 */
export type ActionLimitChecks = (fields: RawFields, visitor: string, cms: Cms) => readonly (readonly [LimitName, string])[];

/** A field's text for a key, never throwing (the handler reports a bad field itself). */
function read(fields: RawFields, name: string): string {
  try {
    return (fields.optionalText(name, { max: 254 }) ?? '').trim().toLowerCase();
  } catch {
    return '';
  }
}

/**
 * The ajax actions that are limited: coupon look-ups and
 * logins guess at secrets, per visitor (and logins per account); uploads and
 * captcha questions cost the site work per visitor. Every action that looks
 * a coupon code up counts against `coupon`, so no action is a second way to guess. Counted after
 * the nonce check, before the handler runs.
 */
export const ACTION_LIMITS: Partial<Record<ActionName, ActionLimitChecks>> = {
  coupon_check: (_fields, visitor) => [['coupon', visitor]],
  eacf7_save_payment: (fields, visitor, cms) => (couponOfSaveRequest(fields, cms) === '' ? [] : [['coupon', visitor]]),
  eacf7_user_registration_auto_login: (fields, visitor) => [['login', visitor], ['loginAccount', read(fields, 'mail')]],
  eacf7_upload_file: (_fields, visitor) => [['upload', visitor]],
  eacf7_get_digital_signature_url: (_fields, visitor) => [['upload', visitor]],
  eacf7_refresh_math_captcha: (_fields, visitor) => [['captcha', visitor]],
};
