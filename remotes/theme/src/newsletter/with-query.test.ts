import { withQuery } from './with-query';

test('withQuery appends with ? or & and keeps the fragment', () => {
  const q = new URLSearchParams({ email: 'a@b.co', first_name: 'Ann Lee' });
  expect(withQuery('https://x.test/t', q)).toBe('https://x.test/t?email=a%40b.co&first_name=Ann+Lee');
  expect(withQuery('https://x.test/t?x=1#top', q)).toBe('https://x.test/t?x=1&email=a%40b.co&first_name=Ann+Lee#top');
  expect(withQuery('https://x.test/t', new URLSearchParams())).toBe('https://x.test/t');
});
