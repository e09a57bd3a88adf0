import { ACTION_NAME_PART } from '../captcha/captcha-actions';
import { at, list, onlyKeys, optionalBoolean, record, refuse, text, type Where } from './check';

/** A mailing list a newsletter module may subscribe to (`site/cms/newsletters.json`). */
export interface NewsletterList {
  readonly provider: string;
  readonly account: string;
  readonly list_id: string;
  readonly name: string;
  /** Subscriptions need a captcha-service token (`token`), verified on the server. @default false */
  readonly captcha_service?: boolean;
  /** Where the module takes the visitor after a subscription (a site path), instead of its thanks. */
  readonly redirect_url?: string;
  /** What the redirect carries in its query: a comma list of `name`, `last_name`, `email`, `ip_address`, `css_id`. */
  readonly redirect_query?: string;
}

/** A site path (the module refuses anything but http(s) or same-origin targets anyway). */
const SITE_PATH = /^\/(?!\/)[A-Za-z0-9/_.-]{0,200}$/;
const REDIRECT_QUERY = /^(?:name|last_name|email|ip_address|css_id)(?:,(?:name|last_name|email|ip_address|css_id))*$/;

const SLUG = /^[A-Za-z0-9_.-]{1,64}$/;

export function parseNewsletterLists(value: unknown, file: string): NewsletterList[] {
  const where: Where = { file, path: '' };
  return list(value, where).map((item, i) => {
    const itemWhere = at(where, i);
    const raw = record(item, itemWhere);
    onlyKeys(raw, ['provider', 'account', 'list_id', 'name', 'captcha_service', 'redirect_url', 'redirect_query'], itemWhere);
    const listId = text(raw.list_id, at(itemWhere, 'list_id'), SLUG);
    const captcha = optionalBoolean(raw.captcha_service, at(itemWhere, 'captcha_service'));
    // The list id goes into the token's action name, which allows fewer characters than a slug.
    if (captcha && !ACTION_NAME_PART.test(listId)) refuse(at(itemWhere, 'list_id'), `must match ${ACTION_NAME_PART} when captcha_service is on`);
    return {
      provider: text(raw.provider, at(itemWhere, 'provider'), SLUG),
      account: text(raw.account, at(itemWhere, 'account'), SLUG),
      list_id: listId,
      name: text(raw.name, at(itemWhere, 'name')),
      ...(captcha === undefined ? {} : { captcha_service: captcha }),
      ...(raw.redirect_url === undefined ? {} : { redirect_url: text(raw.redirect_url, at(itemWhere, 'redirect_url'), SITE_PATH) }),
      ...(raw.redirect_query === undefined ? {} : { redirect_query: text(raw.redirect_query, at(itemWhere, 'redirect_query'), REDIRECT_QUERY) }),
    };
  });
}
