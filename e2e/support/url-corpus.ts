/**
 * URL payloads of the XSS corpus: addresses that must never
 * be followed or loaded, each a trick a sanitiser or a URL check has missed
 * somewhere. Plain data, no browser: the unit tests of the URL rule
 * (`@cms-mf/shared-contracts/rules`, safe-url) run it in Node, and browser
 * sinks can take it as they take `XSS_PAYLOADS`. A new trick joins here.
 */
export const UNSAFE_URL_PAYLOADS: readonly string[] = [
  // Schemes that run script or carry a document.
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'javascript://%0Aalert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  '\u0001javascript:alert(1)',
  '\u0000javascript:alert(1)',
  'javascript\t:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'blob:https://site.test/0b0a5c1e',
  'file:///etc/passwd',
  'ftp://evil.test/a.jpg',
  // Protocol-relative: no scheme, yet another host.
  '//evil.test/x',
  '//evil.test/a.jpg',
  '\\\\evil.test/x',
  '/\\evil.test/x',
  '\\/evil.test/x',
  ' //evil.test/x',
  '\t//evil.test/x',
  '/\t/evil.test/x',
  '/\n/evil.test/x',
  '//evil.example/%2e%2e',
];

/** Addresses every URL check must keep (a page on its own site, a CDN image, a fragment). */
export const SAFE_URL_PAYLOADS: readonly string[] = [
  'https://cdn.test/a.jpg',
  'http://other.test/thanks',
  'HTTPS://OTHER.TEST/',
  '/img/a.jpg',
  'img/a.jpg',
  '../a.jpg',
  '?step=2',
  '#top',
  '  /padded.jpg  ',
];
