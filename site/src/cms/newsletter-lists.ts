import { at, list, onlyKeys, record, text, type Where } from './check';

/** A mailing list a newsletter module may subscribe to (`site/cms/newsletters.json`). */
export interface NewsletterList {
  readonly provider: string;
  readonly account: string;
  readonly list_id: string;
  readonly name: string;
}

const SLUG = /^[A-Za-z0-9_.-]{1,64}$/;

export function parseNewsletterLists(value: unknown, file: string): NewsletterList[] {
  const where: Where = { file, path: '' };
  return list(value, where).map((item, i) => {
    const itemWhere = at(where, i);
    const raw = record(item, itemWhere);
    onlyKeys(raw, ['provider', 'account', 'list_id', 'name'], itemWhere);
    return {
      provider: text(raw.provider, at(itemWhere, 'provider'), SLUG),
      account: text(raw.account, at(itemWhere, 'account'), SLUG),
      list_id: text(raw.list_id, at(itemWhere, 'list_id'), SLUG),
      name: text(raw.name, at(itemWhere, 'name')),
    };
  });
}
