/** Where browsers send violation reports of the pages' policy. */
export const CSP_REPORT_PATH = '/cmsmf/csp-report';

/**
 * The strict policy of every page (DESIGN.md §8): scripts run only with this
 * response's nonce, or when a script that has it adds them ('strict-dynamic':
 * the shell's chunks, remote entries, the payment SDK); no plugins, no `<base>`;
 * HTML and script URLs reach their sinks only through Trusted Types policies;
 * the page may be framed by its own site only. Violations are reported.
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    "require-trusted-types-for 'script'",
    `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ');
}

/** Headers that go with the policy: `X-Frame-Options` for browsers that predate `frame-ancestors`. */
export function hardeningHeaders(nonce: string): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(nonce),
    'X-Frame-Options': 'SAMEORIGIN',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}
