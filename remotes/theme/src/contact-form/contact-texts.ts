import type { ModuleContext } from '@cms-mf/shared-contracts';
import type { ContactTexts } from './validate-contact-form';

/** English fallbacks of the localized strings (theme-frontend.md §8), for pages that print no `et_pb_custom`. */
const FALLBACK: ContactTexts = {
  fill_message: 'Please, fill in the following fields:',
  contact_error_message: 'Please, fix the following errors:',
  invalid: 'Invalid email',
  wrong_captcha: 'You entered the wrong number in captcha.',
  captcha: 'Captcha',
  wrong_checkbox: 'Checkbox',
};

/** Shown when the post itself fails (network, an unexpected answer); the visitor may send again. */
export const SEND_FAILED_TEXT = 'The message could not be sent. Please try again.';

export function contactTexts(ctx: ModuleContext): ContactTexts {
  const custom = ctx.globals.et_pb_custom ?? {};
  const pick = (key: keyof ContactTexts) => {
    const value = custom[key];
    return typeof value === 'string' && value.trim() !== '' ? value : FALLBACK[key];
  };
  return { fill_message: pick('fill_message'), contact_error_message: pick('contact_error_message'), invalid: pick('invalid'), wrong_captcha: pick('wrong_captcha'), captcha: pick('captcha'), wrong_checkbox: pick('wrong_checkbox') };
}
