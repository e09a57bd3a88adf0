import type { Page } from '@playwright/test';

/**
 * XSS corpus: OWASP filter-evasion cases and sanitiser-style
 * payloads. Each one, if it ever runs, calls `alert`/`confirm`/`prompt`, sets
 * `location` to a `javascript:` URL or loads an image that errors, and every
 * one of those fires the trap that `armXssTrap` installs.
 *
 * How a new sink joins: write a test in `e2e/reliability-xss.spec.ts` (or in
 * the sink's own spec) that calls `armXssTrap(page)` before the page loads,
 * puts each `XSS_PAYLOADS` item through the sink the way a visitor or a
 * server would, lets the page settle, and ends with `expectNoXss(page)`.
 * A new trick joins this list, and so every sink. Addresses that must never be
 * followed or loaded (`\\host`, `/\host`, `java\tscript:`…) are in url-corpus.ts.
 */
export const XSS_PAYLOADS: readonly string[] = [
  '<script>alert(1)</script>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '<img src=x onerror=alert(1)>',
  '<svg/onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;avascript:alert(1)">x</a>',
  'javascript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example/%2e%2e',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<svg><style><img src=x onerror=alert(1)></style></svg>',
  '<input autofocus onfocus=alert(1)>',
  '"onmouseover="alert(1)',
  "';alert(1);//",
  '</textarea><script>alert(1)</script>',
  '</title><script>alert(1)</script>',
  '{{constructor.constructor("alert(1)")()}}',
];

/** Installs the trap before any page script: dialogs, and a flag the page can read back. */
export async function armXssTrap(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const hits: string[] = [];
    (window as unknown as { __xssHits: string[] }).__xssHits = hits;
    for (const name of ['alert', 'confirm', 'prompt'] as const) {
      (window as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
        hits.push(`${name}(${args.map(String).join(',')})`);
        return name === 'confirm' ? false : undefined;
      };
    }
  });
  page.on('dialog', (dialog) => {
    void page.evaluate((text) => (window as unknown as { __xssHits: string[] }).__xssHits?.push(`dialog ${text}`), dialog.message()).catch(() => undefined);
    void dialog.dismiss().catch(() => undefined);
  });
}

/** The trap's hits in the current document. */
export async function xssHits(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __xssHits?: string[] }).__xssHits ?? []);
}

/**
 * Resolves once what the payloads put in the page has had its chance to run, the sentinel that
 * replaces a quiet period: a broken image added now fails after the payloads' broken images, asked
 * for before it, and the two frames after that cover what runs at rendering (autofocus, a
 * `<details open>` toggle).
 */
export async function payloadsHadTheirChance(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const image = new Image();
    await new Promise((resolve) => {
      image.addEventListener('error', resolve, { once: true });
      image.addEventListener('load', resolve, { once: true });
      image.src = `/cmsmf-xss-sentinel-${Date.now()}.png`;
    });
    for (let i = 0; i < 2; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}
