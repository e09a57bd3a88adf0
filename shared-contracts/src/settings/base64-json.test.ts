import { decodeBase64Json } from './base64-json';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

describe('decodeBase64Json', () => {
  it('decodes base64 of JSON, including UTF-8 text', () => {
    expect(decodeBase64Json(encode({ id: 'abc', accountId: 'x@y.z', label: 'Café' }))).toEqual({ id: 'abc', accountId: 'x@y.z', label: 'Café' });
  });

  it('returns undefined for empty, invalid base64 or invalid JSON', () => {
    expect(decodeBase64Json('')).toBeUndefined();
    expect(decodeBase64Json(null)).toBeUndefined();
    expect(decodeBase64Json('%%%')).toBeUndefined();
    expect(decodeBase64Json(Buffer.from('{not json').toString('base64'))).toBeUndefined();
  });
});
