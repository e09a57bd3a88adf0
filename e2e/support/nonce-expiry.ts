import type { Page } from '@playwright/test';

/** The refresh action of the shared client (shared-contracts/src/client/policy-table.ts). */
export const REFRESH_ACTION = 'cmsmf_refresh_nonce';

/** The action a request to the ajax endpoint names, multipart or form-encoded; `?` when it names none. */
export function actionOf(body: Buffer | null): string {
  const text = body?.toString('latin1') ?? '';
  const multipart = /name="action"\r\n\r\n([A-Za-z0-9_]+)\r\n/.exec(text);
  if (multipart) return multipart[1]!;
  return new URLSearchParams(text).get('action') ?? '?';
}

/** An action no page sends: the routes of these tests answer it themselves, so the site never sees it. */
export const SENTINEL_ACTION = 'cmsmf_e2e_sentinel';

/**
 * Sends one more ajax call from the page and waits for its answer: calls the page sent before it
 * reached the route before it, so after this the recorded actions say whether the shared client
 * sent again after what the test last saw (a refresh loop), with no quiet period to wait out.
 */
export async function ajaxSentinel(page: Page): Promise<void> {
  await page.evaluate(async (action) => {
    const body = new FormData();
    body.set('action', action);
    await fetch('/wp-admin/admin-ajax.php', { method: 'POST', body });
  }, SENTINEL_ACTION);
}

export interface NonceExpiry {
  /** Every ajax action the page sent since the expiry was armed, in order. */
  readonly actions: readonly string[];
  /** `actions` without the ones the test does not follow (A/B logs beside a form, say). */
  only(...names: string[]): string[];
}

/**
 * Lets the site answer as usual, except the first call of `action`: that one
 * gets the answer the site gives to an expired nonce (403 `-1`,
 * site/src/nonce), as if the page had been open past the nonce's life (12–24
 * h) when the visitor made it. With `refresh: 'fails'`, the site cannot mint
 * a new one either (the refresh answers 503), to prove the client gives up
 * after one try instead of looping.
 */
export async function expireNonceOnce(page: Page, action: string, { refresh = 'works' }: { refresh?: 'works' | 'fails' } = {}): Promise<NonceExpiry> {
  const actions: string[] = [];
  let expired = false;
  await page.route('**/wp-admin/admin-ajax.php', async (route) => {
    const name = actionOf(route.request().postDataBuffer());
    actions.push(name);
    if (name === SENTINEL_ACTION) return route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true}' });
    if (name === action && !expired) {
      expired = true;
      return route.fulfill({ status: 403, contentType: 'text/html; charset=UTF-8', body: '-1' });
    }
    if (name === REFRESH_ACTION && refresh === 'fails') return route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' });
    return route.continue();
  });
  return {
    actions,
    only: (...names) => actions.filter((name) => names.includes(name)),
  };
}
