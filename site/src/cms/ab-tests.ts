import { at, list, number, onlyKeys, record, refuse, text, type Where } from './check';

/** A split test of one page (`site/cms/ab-tests.json`): the subjects visitors are shared between. */
export interface AbTest {
  /** The page id; the theme uses it as the test id too. */
  readonly post_id: number;
  readonly test_id: number;
  readonly subjects: readonly AbSubject[];
}

export interface AbSubject {
  readonly id: string;
  /** CMS-authored HTML of the subject (the browser still sanitises it before inserting). */
  readonly content: string;
}

export function parseAbTests(value: unknown, file: string): AbTest[] {
  const where: Where = { file, path: '' };
  return list(value, where).map((item, i) => {
    const itemWhere = at(where, i);
    const raw = record(item, itemWhere);
    onlyKeys(raw, ['post_id', 'test_id', 'subjects'], itemWhere);
    const subjects = list(raw.subjects, at(itemWhere, 'subjects')).map((subject, j) => {
      const subjectWhere = at(at(itemWhere, 'subjects'), j);
      const entry = record(subject, subjectWhere);
      onlyKeys(entry, ['id', 'content'], subjectWhere);
      const content = text(entry.content, at(subjectWhere, 'content'));
      // Authored content, but a script here would run on every visitor's page.
      if (/<\s*script|\son\w+\s*=|javascript:/i.test(content)) refuse(at(subjectWhere, 'content'), 'must not contain scripts or event handlers');
      return { id: text(entry.id, at(subjectWhere, 'id'), /^[0-9]{1,9}$/), content };
    });
    if (subjects.length < 2) refuse(at(itemWhere, 'subjects'), 'needs at least two subjects');
    return {
      post_id: number(raw.post_id, at(itemWhere, 'post_id'), { min: 1, integer: true }),
      test_id: number(raw.test_id, at(itemWhere, 'test_id'), { min: 1, integer: true }),
      subjects,
    };
  });
}
