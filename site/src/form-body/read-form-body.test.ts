import { readFormBody } from './read-form-body';

const post = (body: BodyInit, contentType?: string) =>
  new Request('http://site.test/', { method: 'POST', body, headers: contentType === undefined ? {} : { 'Content-Type': contentType } });

describe('readFormBody', () => {
  test('reads multipart and url-encoded bodies alike, with `name[]` entries as lists', async () => {
    const form = new FormData();
    form.append('action', 'x');
    form.append('pick[]', 'a');
    for (const request of [post(form), post(new URLSearchParams([['action', 'x'], ['pick[]', 'a']]))]) {
      const result = await readFormBody(request);
      expect(result.ok && result.fields.textValues()).toEqual({ action: 'x', pick: ['a'] });
    }
  });

  test('refuses another media type without reading the body', async () => {
    const request = post(JSON.stringify({ action: 'x' }), 'application/json');
    expect(await readFormBody(request)).toEqual({ ok: false, reason: 'media-type' });
    expect(request.bodyUsed).toBe(false);
  });

  test('takes only the accepted encodings', async () => {
    const result = await readFormBody(post(new URLSearchParams({ a: '1' })), ['multipart/form-data']);
    expect(result).toEqual({ ok: false, reason: 'media-type' });
  });

  test('a body that claims to be multipart but is not is malformed', async () => {
    expect(await readFormBody(post('not multipart', 'multipart/form-data; boundary=xyz'))).toEqual({ ok: false, reason: 'malformed' });
  });
});
