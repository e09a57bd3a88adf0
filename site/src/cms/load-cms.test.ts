import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CatalogueError } from './catalogue-error';
import { loadCms } from './load-cms';

const REPO_CMS = path.resolve(__dirname, '../../cms');

test('the repository CMS content loads: every form, list, test and post', () => {
  const cms = loadCms(REPO_CMS);
  expect([...cms.forms.keys()].filter((id) => id < 100).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 10, 11, 12]);
  expect(cms.forms.get(1)?.fields.find((field) => field.name === 'attachment')?.uploader?.extensions).toContain('pdf');
  expect(cms.forms.get(10)?.plugin).toBe('divi');
  expect(cms.newsletterLists.map((list) => [list.list_id, list.captcha_service ?? false])).toEqual([['harbour-news', false], ['captcha_news', true], ['harbour-events', false]]);
  expect(cms.newsletterLists.find((list) => list.list_id === 'harbour-events')).toMatchObject({ redirect_url: '/demo/plain.html', redirect_query: 'name,email' });
  expect([1, 2, 3, 4, 5, 10, 12, 101, 102, 103, 104].filter((id) => cms.forms.get(id)?.captcha_service)).toEqual([]);
  expect([6, 11].map((id) => cms.forms.get(id)?.captcha_service)).toEqual([true, true]);
  expect(cms.abTests[0]?.subjects).toHaveLength(2);
  expect(cms.posts.length).toBeGreaterThan(2);
});

test('the demo catalogue sets no admin-side setting that nothing on the page reads (userFieldMapping)', () => {
  // MARKUP.md: the registration's field mapping is the server's; a demo that set it would promise what nothing does.
  const cms = loadCms(REPO_CMS);
  expect([...cms.forms.values()].filter((form) => form.settings.UserRegistration && 'userFieldMapping' in form.settings.UserRegistration).map((form) => form.id)).toEqual([]);
});

describe('malformed forms are refused with the file and field named', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'cms-'));
    mkdirSync(path.join(dir, 'forms'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const valid = { id: 7, title: 'T', fields: [{ name: 'a', type: 'text' }] };
  const write = (name: string, content: unknown) => writeFileSync(path.join(dir, 'forms', name), typeof content === 'string' ? content : JSON.stringify(content));
  const refusal = () => {
    try {
      loadCms(dir);
    } catch (error) {
      expect(error).toBeInstanceOf(CatalogueError);
      return (error as Error).message;
    }
    throw new Error('loadCms accepted the content');
  };

  test.each([
    ['an id that is not the file name', { ...valid, id: 8 }, /id is 8 but the file is named 7.json/],
    ['an unknown field type', { ...valid, fields: [{ name: 'a', type: 'blink' }] }, /fields\[0\].type must be one of/],
    ['an unknown key (a typo)', { ...valid, fields: [{ name: 'a', type: 'text', rules: { maxLength: 3 } }] }, /fields\[0\].rules has unknown keys: maxLength/],
    ['a field name that is not a form-tag name', { ...valid, fields: [{ name: 'a"><script>', type: 'text' }] }, /fields\[0\].name must match/],
    ['a repeated field name', { ...valid, fields: [{ name: 'a', type: 'text' }, { name: 'a', type: 'email' }] }, /fields\[1\].name repeats "a"/],
    ['an upload field without limits', { ...valid, fields: [{ name: 'f', type: 'file_upload' }] }, /fields\[0\].uploader is required/],
    ['an executable extension in the allowlist', { ...valid, fields: [{ name: 'f', type: 'file_upload', uploader: { max_size: 10, max_files: 1, extensions: ['php'] } }] }, /"php" can be executed/],
    ['a price for a field that does not exist', { ...valid, payment: { currency: 'USD', items: [{ field: 'nope', prices: {} }] } }, /payment.items\[0\].field names no field/],
    ['an unknown per-form global', { ...valid, settings: { Redirect: {} } }, /settings has unknown keys: Redirect/],
    ['a captcha switch that is not a boolean', { ...valid, captcha_service: 'yes' }, /captcha_service must be true or false/],
    ['a math captcha inside a repeater item', { ...valid, fields: [{ name: 'crew', type: 'repeater' }, { name: 'q', type: 'math_captcha', repeater: 'crew' }] }, /fields\[1\].repeater cannot hold a math_captcha field/],
    ['a repeater inside a repeater', { ...valid, fields: [{ name: 'crew', type: 'repeater' }, { name: 'pets', type: 'repeater', repeater: 'crew' }] }, /fields\[1\].repeater cannot hold a repeater field/],
    ['invalid JSON', '{"id": 7,', /is not valid JSON/],
  ])('%s', (_name, content, message) => {
    write('7.json', content);
    expect(refusal()).toMatch(message);
  });

  test('a file not named {id}.json', () => {
    write('contact.json', valid);
    expect(refusal()).toMatch(/must be named \{id\}.json/);
  });
});

test('a captcha-protected newsletter list needs an id that fits in an action name', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cms-'));
  try {
    const list = { provider: 'cmsmf', account: 'demo', list_id: 'harbour-news', name: 'N' };
    writeFileSync(path.join(dir, 'newsletters.json'), JSON.stringify([list]));
    expect(loadCms(dir).newsletterLists).toEqual([list]);
    writeFileSync(path.join(dir, 'newsletters.json'), JSON.stringify([{ ...list, captcha_service: true }]));
    expect(() => loadCms(dir)).toThrow(/\[0\]\.list_id must match .* when captcha_service is on/);
    writeFileSync(path.join(dir, 'newsletters.json'), JSON.stringify([{ ...list, list_id: 'news', captcha_service: 1 }]));
    expect(() => loadCms(dir)).toThrow(/captcha_service must be true or false/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a newsletter list's redirect is a site path, and its query names only the fields the module can send", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cms-'));
  try {
    const list = { provider: 'cmsmf', account: 'demo', list_id: 'events', name: 'N', redirect_url: '/thanks', redirect_query: 'name,email' };
    writeFileSync(path.join(dir, 'newsletters.json'), JSON.stringify([list]));
    expect(loadCms(dir).newsletterLists).toEqual([list]);
    for (const redirect_url of ['//evil.example/', 'javascript:alert(1)', 'https://evil.example/']) {
      writeFileSync(path.join(dir, 'newsletters.json'), JSON.stringify([{ ...list, redirect_url }]));
      expect(() => loadCms(dir)).toThrow(/redirect_url/);
    }
    writeFileSync(path.join(dir, 'newsletters.json'), JSON.stringify([{ ...list, redirect_query: 'email,password' }]));
    expect(() => loadCms(dir)).toThrow(/redirect_query/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
