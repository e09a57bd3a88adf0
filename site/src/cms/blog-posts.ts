import { at, list, onlyKeys, record, text, type Where } from './check';

/** A post of the demo blog (`site/cms/posts.json`), listed by the blog module with ajax pagination. */
export interface BlogPost {
  readonly title: string;
  /** YYYY-MM-DD. */
  readonly date: string;
  readonly excerpt: string;
}

export function parseBlogPosts(value: unknown, file: string): BlogPost[] {
  const where: Where = { file, path: '' };
  return list(value, where).map((item, i) => {
    const itemWhere = at(where, i);
    const raw = record(item, itemWhere);
    onlyKeys(raw, ['title', 'date', 'excerpt'], itemWhere);
    return {
      title: text(raw.title, at(itemWhere, 'title')),
      date: text(raw.date, at(itemWhere, 'date'), /^\d{4}-\d{2}-\d{2}$/),
      excerpt: text(raw.excerpt, at(itemWhere, 'excerpt')),
    };
  });
}
