import { startTestSite, type TestSite } from '../test-support/test-site';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

describe('save progress', () => {
  const save = (fields: Record<string, string>) => site.action('eacf7_save_progress', { formId: '5', souce_url: `${site.url}/demo/contact.html?x=1#top`, data: 'full-name=Ann&years=3', hash: '', ...fields });

  test('stores the form under an unguessable hash and restores it', async () => {
    const saved = (await save({})).json as { success: boolean; data: { hash: string; saved_url: string; message: string } };
    expect(saved.success).toBe(true);
    expect(saved.data.hash).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(saved.data.saved_url).toBe(`/demo/contact.html?eacf7_state=${saved.data.hash}`);
    const restored = await site.action('eacf7_get_save_progress', { state: saved.data.hash });
    expect(restored.json).toEqual({ success: true, data: { form_id: 5, hash: saved.data.hash, response: 'full-name=Ann&years=3' } });
  });

  test('saving again with the hash overwrites; a hash of another form or an unknown one gets a new hash', async () => {
    const first = ((await save({})).json as { data: { hash: string } }).data.hash;
    const again = ((await save({ hash: first, data: 'full-name=Ann+Lee' })).json as { data: { hash: string } }).data.hash;
    expect(again).toBe(first);
    expect(((await site.action('eacf7_get_save_progress', { state: first })).json as { data: { response: string } }).data.response).toBe('full-name=Ann+Lee');
    const chosen = 'A'.repeat(32);
    const fresh = ((await save({ hash: chosen })).json as { data: { hash: string } }).data.hash;
    expect(fresh).not.toBe(chosen);
  });

  test.each([
    ['a form without save progress', { formId: '1' }, /not enabled/],
    ['another site', { souce_url: 'https://evil.example/steal' }, /pages of this site/],
    ['a protocol-relative path', { souce_url: '//evil.example/x' }, /pages of this site/],
    ['a hash of the wrong shape', { hash: '../../x' }, /hash: has an invalid format/],
  ])('refuses %s and stores nothing', async (_case, fields, message) => {
    const before = site.count('saved_progress');
    expect((await save(fields)).json).toEqual({ success: false, data: expect.stringMatching(message) });
    expect(site.count('saved_progress')).toBe(before);
  });

  test('a link never becomes protocol-relative, even from a doubled slash on this site', async () => {
    const saved = (await save({ souce_url: `${site.url}//evil.example/x` })).json as { data: { saved_url: string } };
    expect(saved.data.saved_url).toMatch(/^\/evil\.example\/x\?eacf7_state=/);
  });

  test('a restore asks the math captcha anew and leaves out a signature the server would refuse', async () => {
    const data = 'full-name=Ann&quiz=19&quiz-first=11&quiz-operator=%2B&quiz-second=8&signature=%2Fuploads%2Fnot-stored.png&motivation=Sea';
    const saved = (await save({ data })).json as { data: { hash: string } };
    const restored = (await site.action('eacf7_get_save_progress', { state: saved.data.hash })).json as { data: { response: string } };
    expect(restored.data.response).toBe('full-name=Ann&motivation=Sea');
  });

  test('an unknown state is refused', async () => {
    expect((await site.action('eacf7_get_save_progress', { state: 'B'.repeat(32) })).json).toEqual({ success: false, data: 'No saved progress was found for this link, or it has expired.' });
    expect((await site.action('eacf7_get_save_progress', { state: "1' OR '1'='1" })).json).toMatchObject({ success: false });
  });
});
