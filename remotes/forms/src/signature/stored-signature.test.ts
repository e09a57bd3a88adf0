import { storedSignatureUrl } from './stored-signature';

const ORIGIN = 'https://harbour.example';

test('only this site\'s URLs are drawn back', () => {
  expect(storedSignatureUrl('https://harbour.example/uploads/signatures/a1.png', ORIGIN)).toBe('https://harbour.example/uploads/signatures/a1.png');
  expect(storedSignatureUrl('/uploads/signatures/a1.png', ORIGIN)).toBe('https://harbour.example/uploads/signatures/a1.png');
  expect(storedSignatureUrl('https://evil.example/a.png', ORIGIN)).toBeNull();
  expect(storedSignatureUrl('javascript:alert(1)', ORIGIN)).toBeNull();
  expect(storedSignatureUrl('data:image/png;base64,AAAA', ORIGIN)).toBeNull();
  expect(storedSignatureUrl('  ', ORIGIN)).toBeNull();
});
