import { redirectTarget, withQuery } from './redirect-target';

const base = 'https://site.test/demo/theme.html';

describe('redirectTarget (DESIGN.md §8)', () => {
  it.each([
    ['https://other.test/thanks', 'https://other.test/thanks'],
    ['http://site.test/a?b=1', 'http://site.test/a?b=1'],
    ['/thanks.html', 'https://site.test/thanks.html'],
    ['thanks.html', 'https://site.test/demo/thanks.html'],
  ])('follows %s', (raw, expected) => expect(redirectTarget(raw, base)).toBe(expected));

  it.each(['', '   ', 'javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', '//evil.test/x', '\\\\evil.test', 'vbscript:x', 'http://[bad'])(
    'refuses %j',
    (raw) => expect(redirectTarget(raw, base)).toBeNull(),
  );
});

test('withQuery appends with ? or & and keeps the fragment', () => {
  const q = new URLSearchParams({ email: 'a@b.co', first_name: 'Ann Lee' });
  expect(withQuery('https://x.test/t', q)).toBe('https://x.test/t?email=a%40b.co&first_name=Ann+Lee');
  expect(withQuery('https://x.test/t?x=1#top', q)).toBe('https://x.test/t?x=1&email=a%40b.co&first_name=Ann+Lee#top');
  expect(withQuery('https://x.test/t', new URLSearchParams())).toBe('https://x.test/t');
});
