import type { ActionHandler } from '../ajax/action-handler';
import { refuse, succeed } from '../ajax/action-handler';
import { BadFieldError } from '../form-body/bad-field-error';
import { checkCaptcha, newsletterAction } from '../captcha';
import { isValidEmail } from '@cms-mf/shared-contracts/rules';
import { isNewsletterChecksum } from './newsletter-checksum';

/** The theme's own texts for these errors. */
export const SUBSCRIBE_MESSAGES = {
  invalidEmail: 'Invalid email',
  emptyName: 'Please fill in your name.',
  unknownList: 'This mailing list does not exist.',
  checksum: 'This form is out of date. Please reload the page and try again.',
  /** The captcha-service token was missing, forged, spent or for another list. */
  notHuman: 'You must be a human to submit this form.',
  captchaUnavailable: 'The spam check is not available right now. Please try again later.',
} as const;

const SLUG = /^[A-Za-z0-9_.-]{1,64}$/;

/**
 * `et_pb_submit_subscribe_form`: adds an address to one of the site's mailing
 * lists (the reference site is its own mailing provider). The list triple must
 * exist and match the checksum the page printed; names present must not be
 * empty; custom fields must be a flat object; a list with `captcha_service`
 * needs a good `token` for its own action (checked last, so a post refused
 * for another reason does not spend it). Re-subscribing changes nothing and
 * still answers success, so the form does not reveal who is subscribed.
 */
export const submitSubscribeForm: ActionHandler<'et_pb_submit_subscribe_form'> = {
  parse(fields) {
    const custom = fields.has('et_custom_fields') ? fields.json('et_custom_fields', { max: 8000 }) : {};
    if (typeof custom !== 'object' || custom === null || Array.isArray(custom)) throw new BadFieldError('et_custom_fields', 'must be an object');
    const customFields: Record<string, string | string[]> = {};
    for (const [id, value] of Object.entries(custom as Record<string, unknown>).slice(0, 20)) {
      if (typeof value === 'string' && value.length <= 1000) customFields[id.slice(0, 64)] = value;
      else if (Array.isArray(value) && value.every((item) => typeof item === 'string' && item.length <= 200)) customFields[id.slice(0, 64)] = value.slice(0, 20) as string[];
      else throw new BadFieldError('et_custom_fields', 'values must be text or lists of text');
    }
    return {
      et_list_id: fields.text('et_list_id', { max: 64, pattern: SLUG }),
      et_firstname: fields.optionalText('et_firstname', { max: 100 }),
      et_lastname: fields.optionalText('et_lastname', { max: 100 }),
      et_email: fields.text('et_email', { max: 254 }),
      et_provider: fields.text('et_provider', { max: 64, pattern: SLUG }),
      et_account: fields.text('et_account', { max: 64, pattern: SLUG }),
      et_ip_address: fields.optionalText('et_ip_address', { max: 45, pattern: /^[0-9a-fA-F.:]+$/ }),
      et_custom_fields: customFields,
      et_hidden_fields: fields.list('et_hidden_fields', { maxItems: 20, max: 64 }),
      token: fields.optionalText('token', { max: 4096 }),
      et_checksum: fields.text('et_checksum', { max: 64 }),
    };
  },
  async handle(request, context) {
    const list = context.cms.newsletterLists.find((candidate) => candidate.provider === request.et_provider && candidate.account === request.et_account && candidate.list_id === request.et_list_id);
    if (!list) return refuse({ error: SUBSCRIBE_MESSAGES.unknownList });
    if (!isNewsletterChecksum(context.secret, list, request.et_checksum)) return refuse({ error: SUBSCRIBE_MESSAGES.checksum });
    if (!isValidEmail(request.et_email)) return refuse({ error: SUBSCRIBE_MESSAGES.invalidEmail });
    if ([request.et_firstname, request.et_lastname].some((name) => name !== undefined && name.trim() === '')) return refuse({ error: SUBSCRIBE_MESSAGES.emptyName });
    if (list.captcha_service) {
      const captcha = await checkCaptcha(context.external, context.origin, request.token, newsletterAction(list.list_id));
      if (!captcha.ok) return refuse({ error: captcha.reason === 'unavailable' ? SUBSCRIBE_MESSAGES.captchaUnavailable : SUBSCRIBE_MESSAGES.notHuman });
    }
    context.repos.newsletterSubscriptions.insert({
      list_id: list.list_id, provider: list.provider, account: list.account, email: request.et_email.trim().toLowerCase(),
      first_name: request.et_firstname?.trim() ?? '', last_name: request.et_lastname?.trim() ?? '',
      custom_fields_json: JSON.stringify(request.et_custom_fields ?? {}),
      // The address the server saw, not the one the page printed.
      ip_address: context.clientIp, created_at: context.now().toISOString(),
    });
    return succeed({ success: true });
  },
};
