import { redirectTarget } from './redirect-target';
import { substituteTags } from './tag-substitution';

const inputs = [{ name: 'your-name', value: 'Ann & Bo/x?y=1' }, { name: 'trip[]', value: 'a' }, { name: 'trip[]', value: 'b' }];

describe('substituteTags', () => {
  test('replaces [field] with the URL-encoded value', () => {
    expect(substituteTags('/thanks?n=[your-name]', inputs)).toBe('/thanks?n=Ann%20%26%20Bo%2Fx%3Fy%3D1');
  });
  test('joins multi-value fields and empties unknown tags', () => {
    expect(substituteTags('/t/[trip]/[nope]', inputs)).toBe('/t/a%2C%20b/');
  });
  test('a value cannot become a scheme', () => {
    expect(substituteTags('[x]', [{ name: 'x', value: 'javascript:alert(1)' }])).toBe('javascript%3Aalert(1)');
  });
});

describe('redirectTarget', () => {
  test('nothing when switched off or absent', () => {
    expect(redirectTarget(undefined, inputs)).toEqual({ kind: 'none' });
    expect(redirectTarget({ redirection: false, redirectURL: '/x' }, inputs)).toEqual({ kind: 'none' });
  });
  test('url, page and post, in a new tab when asked', () => {
    expect(redirectTarget({ redirection: true, redirectionType: 'url', redirectURL: 'https://ex.example/a' }, inputs)).toEqual({ kind: 'go', url: 'https://ex.example/a', newTab: false });
    expect(redirectTarget({ redirection: '1', redirectionType: 'page', redirectPage: '/about/', isNewTab: true }, inputs)).toEqual({ kind: 'go', url: '/about/', newTab: true });
    expect(redirectTarget({ redirection: true, redirectionType: 'post', redirectPost: '/2025/news/' }, inputs)).toEqual({ kind: 'go', url: '/2025/news/', newTab: false });
  });
  test('tags only with tagsSupport', () => {
    const settings = { redirection: true, redirectionType: 'url' as const, redirectURL: '/t?n=[your-name]' };
    expect(redirectTarget(settings, inputs)).toMatchObject({ url: '/t?n=[your-name]' });
    expect(redirectTarget({ ...settings, tagsSupport: true }, inputs)).toMatchObject({ url: '/t?n=Ann%20%26%20Bo%2Fx%3Fy%3D1' });
  });
  test.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<b>x</b>', '//evil.example/', '/\\evil.example', 'vbscript:x', 'java\tscript:alert(1)'])('refuses %p', (url) => {
    expect(redirectTarget({ redirection: true, redirectionType: 'url', redirectURL: url }, inputs).kind).toBe('refused');
  });
  test('an empty target is no redirect', () => {
    expect(redirectTarget({ redirection: true, redirectionType: 'page' }, inputs)).toEqual({ kind: 'none' });
  });
});
