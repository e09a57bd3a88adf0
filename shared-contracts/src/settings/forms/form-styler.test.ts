import { decodeFormStyler } from './form-styler';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe('decodeFormStyler', () => {
  it('returns the style object', () => {
    const styles = { stylePreset: 'custom', containerBgColor: '#fff', labelTypography: { fontSize: 14 } };
    expect(decodeFormStyler(encode(styles))).toEqual(styles);
  });

  it('refuses arrays, scalars and broken attributes', () => {
    expect(decodeFormStyler(encode([1]))).toBeUndefined();
    expect(decodeFormStyler(encode('x'))).toBeUndefined();
    expect(decodeFormStyler('@@')).toBeUndefined();
  });
});
