import { decodeUploadFolder } from './uploader';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe('decodeUploadFolder', () => {
  it('reads {id, accountId}, turning numbers into strings', () => {
    expect(decodeUploadFolder(encode({ id: 'root', accountId: 'me@example.com' }))).toEqual({ id: 'root', accountId: 'me@example.com' });
    expect(decodeUploadFolder(encode({ id: 12, accountId: 3 }))).toEqual({ id: '12', accountId: '3' });
  });

  it('rejects missing keys and malformed attributes', () => {
    expect(decodeUploadFolder(encode({ id: 'root' }))).toBeUndefined();
    expect(decodeUploadFolder(encode(null))).toBeUndefined();
    expect(decodeUploadFolder('not base64!')).toBeUndefined();
    expect(decodeUploadFolder(undefined)).toBeUndefined();
  });
});
