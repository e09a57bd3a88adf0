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
}

const SLUG = /^[A-Za-z0-9_.-]{1,64}$/;

export function parseNewsletterLists(value: unknown, file: string): NewsletterList[] {
  const where: Where = { file, path: '' };
  return list(value, where).map((item, i) => {
    const itemWhere = at(where, i);
    const raw = record(item, itemWhere);
    onlyKeys(raw, ['provider', 'account', 'list_id', 'name', 'captcha_service'], itemWhere);
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
    };
  });
}
