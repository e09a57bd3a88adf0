import { isMultipartBoundary, parseMediaType } from './media-type';

describe('parseMediaType', () => {
  test('reads the type and its parameters, quoted or not', () => {
    const parsed = parseMediaType('Multipart/Form-Data; Boundary="a b;c=\\"d"; charset=utf-8');
    expect(parsed?.type).toBe('multipart/form-data');
    expect(Object.fromEntries(parsed!.parameters)).toEqual({ boundary: 'a b;c="d', charset: 'utf-8' });
  });

  test('a `boundary=` inside another parameter is that parameter’s text', () => {
    expect(parseMediaType('multipart/form-data; x="boundary=decoy"; boundary=real')?.parameters.get('boundary')).toBe('real');
  });

  test('refuses what two readers could read differently, and what does not parse', () => {
    for (const bad of ['multipart/form-data; boundary=a; BOUNDARY=b', 'multipart/form-data; boundary="open', 'multipart/form-data boundary=a', 'form-data', '', 'multipart/form-data; =x']) {
      expect(parseMediaType(bad)).toBeNull();
    }
  });

  test('boundaries as RFC 2046 allows them', () => {
    expect(isMultipartBoundary('----WebKitFormBoundary7MA4YWxkTrZu0gW')).toBe(true);
    expect(['', 'a'.repeat(71), 'ends in space ', 'quote"'].some(isMultipartBoundary)).toBe(false);
  });
});
