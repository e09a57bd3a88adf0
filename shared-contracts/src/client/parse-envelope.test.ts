import { serverMessageOf } from './parse-envelope';

describe('serverMessageOf', () => {
  it('reads the server’s words from a refusal’s data: text, {message}, or WP_Error’s list', () => {
    expect(serverMessageOf('File type is not allowed.')).toBe('File type is not allowed.');
    expect(serverMessageOf({ message: 'Invalid coupon.' })).toBe('Invalid coupon.');
    expect(serverMessageOf([{ code: 'limit', message: 'Too many files' }])).toBe('Too many files');
  });
  it('is undefined when the server sent no words', () => {
    expect(serverMessageOf('')).toBeUndefined();
    expect(serverMessageOf('  ')).toBeUndefined();
    expect(serverMessageOf({ code: 1 })).toBeUndefined();
    expect(serverMessageOf(undefined)).toBeUndefined();
    expect(serverMessageOf([])).toBeUndefined();
  });
});
