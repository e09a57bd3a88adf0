import { createAjaxClient } from '@cms-mf/shared-contracts/client';
import { loadSiteSecret } from '../nonce/nonce-secret';
import { createNonce, nonceTick } from '../nonce/nonce';
import { startTestSite, type TestSite } from '../test-support/test-site';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

const ajax = (body: BodyInit, headers: Record<string, string> = {}) => site.fetch('/wp-admin/admin-ajax.php', { method: 'POST', body, headers });

describe('WordPress conventions', () => {
  test('an unknown or missing action answers 0 with 400', async () => {
    for (const body of [new URLSearchParams({ action: 'nope' }), new URLSearchParams({ action: '__proto__' }), new URLSearchParams({ other: '1' })]) {
      const response = await ajax(body);
      expect(response.status).toBe(400);
      expect(await response.text()).toBe('0');
    }
  });

  test('a body that is not a form answers 0 with 400', async () => {
    const response = await ajax(JSON.stringify({ action: 'cmsmf_refresh_nonce', kind: 'eacf7' }), { 'Content-Type': 'application/json' });
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('0');
  });

  test('form-encoded bodies work like multipart ones', async () => {
    const response = await ajax(new URLSearchParams({ action: 'cmsmf_refresh_nonce', kind: 'et_frontend' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, data: { nonce: expect.stringMatching(/^[0-9a-f]{20}$/) } });
  });

  test('a request body over the post limit answers 413 before it is read', async () => {
    const small = await startTestSite({ maxPostSize: 1024 });
    try {
      const response = await small.fetch('/wp-admin/admin-ajax.php', { method: 'POST', body: new URLSearchParams({ action: 'cmsmf_refresh_nonce', kind: 'eacf7', pad: 'x'.repeat(2000) }) });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ success: false, data: 'The request is larger than this site accepts (1 KB).' });
    } finally {
      await small.close();
    }
  });
});

describe('the nonce lifecycle', () => {
  const expiredNonce = (kind: string) => createNonce(loadSiteSecret(site.config.dataDir), kind, nonceTick(Date.now()) - 2);

  test.each([
    ['missing', undefined],
    ['empty', ''],
    ['forged', '0123456789abcdef0123'],
    ['expired (two ticks old)', 'expired'],
    ['of another kind', 'other-kind'],
  ])('a %s nonce answers -1 with 403 and changes nothing', async (_case, nonce) => {
    const before = site.count('saved_progress');
    const form = new FormData();
    form.append('action', 'eacf7_save_progress');
    if (nonce !== undefined) {
      const value = nonce === 'expired' ? expiredNonce('eacf7') : nonce === 'other-kind' ? await site.nonce('et_frontend') : nonce;
      form.append('nonce', value);
    }
    form.append('formId', '5');
    form.append('souce_url', '/demo/contact.html');
    form.append('data', 'full-name=Ann');
    const response = await ajax(form);
    expect(response.status).toBe(403);
    expect(await response.text()).toBe('-1');
    expect(site.count('saved_progress')).toBe(before);
  });

  test('every action that carries a nonce checks it (the page builder fields too)', async () => {
    for (const action of ['eacf7_upload_file', 'coupon_check', 'et_pb_submit_subscribe_form', 'et_pb_update_stats_table', 'et_pb_ab_get_subject_id']) {
      const result = await site.action(action, {}, { nonce: 'not-a-nonce' });
      expect({ action, status: result.status, text: result.text }).toEqual({ action, status: 403, text: '-1' });
    }
  });

  test('the refresh action mints nonces of this product only', async () => {
    for (const kind of ['eacf7', 'et_frontend', 'et_ab_log'] as const) expect(await site.nonce(kind)).toMatch(/^[0-9a-f]{20}$/);
    for (const kind of ['wp_rest', 'et-pb-contact-form-submit', '', 'eacf7 ']) {
      const result = await site.action('cmsmf_refresh_nonce', { kind });
      expect(result.status).toBe(200);
      expect(result.json).toMatchObject({ success: false });
    }
  });

  test('a refreshed nonce is accepted where the stale one was refused', async () => {
    const stale = await site.action('coupon_check', { formId: '2', coupon: 'WELCOME10', total: '30' }, { nonce: expiredNonce('eacf7') });
    expect(stale.text).toBe('-1');
    const fresh = await site.action('coupon_check', { formId: '2', coupon: 'WELCOME10', total: '30' }, { nonce: await site.nonce('eacf7') });
    expect(fresh.json).toMatchObject({ success: true, data: { type: 'percentage', discount: 10 } });
  });

  test("the shared client recovers from an expired nonce through the refresh action", async () => {
    const client = createAjaxClient({ ajaxUrl: `${site.url}/wp-admin/admin-ajax.php`, nonces: { eacf7: expiredNonce('eacf7') } });
    await expect(client.call('coupon_check', { formId: 2, coupon: 'TAKE5OFF', total: 30 })).resolves.toEqual({ discount: 5, type: 'fixed', message: 'Coupon applied.' });
  });

  test('the nonces a page prints are accepted', async () => {
    const html = await (await site.fetch('/demo/theme.html')).text();
    const nonce = /"et_frontend_nonce":"([0-9a-f]{20})"/.exec(html)?.[1];
    const result = await site.action('et_pb_ab_get_subject_id', { et_pb_ab_test_id: '42' }, { nonce });
    expect(result.json).toMatchObject({ id: expect.stringMatching(/^[12]$/) });
  });
});
