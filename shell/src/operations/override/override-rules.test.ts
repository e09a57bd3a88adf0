import { checkOverride, nextOverrides, storedOverrides } from './override-rules';

const settings = { allow: ['https://dev.example', 'http://localhost:4000'], ttlMinutes: 30 };
const NOW = 1_000_000;

test('an override from an allowlisted origin is accepted, with its expiry', () => {
  expect(checkOverride('gallery=https://dev.example/build/remoteEntry.js', settings, NOW)).toEqual({
    ok: true,
    override: { remote: 'gallery', url: 'https://dev.example/build/remoteEntry.js', expires: NOW + 30 * 60_000 },
  });
  expect(checkOverride('forms=http://localhost:4000/remoteEntry.js', settings, NOW).ok).toBe(true);
});

test('other origins, unknown remotes, other schemes and credentials are refused with a reason', () => {
  const reason = (value: string) => {
    const check = checkOverride(value, settings, NOW);
    return check.ok ? 'accepted' : check.reason;
  };
  expect(reason('gallery=https://evil.example/remoteEntry.js')).toBe("gallery: the origin https://evil.example is not in this site's override allowlist");
  // Look-alike origins: another port, another scheme, a suffix, a subdomain.
  expect(reason('gallery=https://dev.example:8443/remoteEntry.js')).toMatch(/not in this site's override allowlist/);
  expect(reason('gallery=http://dev.example/remoteEntry.js')).toMatch(/not in this site's override allowlist/);
  expect(reason('gallery=https://dev.example.evil.example/remoteEntry.js')).toMatch(/not in this site's override allowlist/);
  expect(reason('gallery=https://x.dev.example/remoteEntry.js')).toMatch(/not in this site's override allowlist/);
  expect(reason('gallery=javascript:alert(1)')).toBe('gallery: javascript: URLs are refused');
  expect(reason('gallery=data:text/javascript,alert(1)')).toBe('gallery: data: URLs are refused');
  expect(reason('gallery=https://user:pw@dev.example/remoteEntry.js')).toBe('gallery: URLs with credentials are refused');
  expect(reason('gallery=/relative/remoteEntry.js')).toBe('gallery: not an absolute URL');
  expect(reason('Evil=https://dev.example/remoteEntry.js')).toBe('"Evil=https://dev.example/remoteEntry.js" names no remote');
  expect(reason('https://dev.example/remoteEntry.js')).toMatch(/names no remote/);
  expect(checkOverride('gallery=https://dev.example/remoteEntry.js', { allow: [] }, NOW).ok).toBe(false);
});

test('stored overrides expire, and leave when their origin leaves the allowlist', () => {
  const json = JSON.stringify([
    { remote: 'gallery', url: 'https://dev.example/a.js', expires: NOW + 1 },
    { remote: 'forms', url: 'https://dev.example/b.js', expires: NOW - 1 },
    { remote: 'shop', url: 'https://gone.example/c.js', expires: NOW + 1 },
    'garbage',
  ]);
  expect(storedOverrides(json, settings, NOW)).toEqual([{ remote: 'gallery', url: 'https://dev.example/a.js', expires: NOW + 1 }]);
  expect(storedOverrides('{not json', settings, NOW)).toEqual([]);
  expect(storedOverrides(null, settings, NOW)).toEqual([]);
});

test('the address adds or replaces overrides, refuses bad ones, and clear ends them all', () => {
  const stored = [{ remote: 'gallery' as const, url: 'https://dev.example/old.js', expires: NOW + 1 }];
  const next = nextOverrides(stored, ['gallery=https://dev.example/new.js', 'shop=https://evil.example/x.js'], settings, NOW);
  expect(next.overrides).toEqual([{ remote: 'gallery', url: 'https://dev.example/new.js', expires: NOW + 30 * 60_000 }]);
  expect(next.refused).toEqual(["shop: the origin https://evil.example is not in this site's override allowlist"]);
  expect(nextOverrides(stored, ['clear'], settings, NOW).overrides).toEqual([]);
});
