import { CaptchaTokenError } from './errors/captcha-token-error';

/**
 * A captcha service's interaction token, asked for right before a submit
 * (theme-frontend.md §7: the contact form and the newsletter; MARKUP-FACTS §1.0
 * "Spam API": `etCore.api.spam.recaptcha.interaction(action)`).
 */
interface SpamApi {
  readonly isEnabled?: () => boolean;
  readonly interaction?: (action: string) => unknown;
}

/**
 * A token can take a round trip to the captcha service; the submit waits on
 * it, so a dead service must not hang the form.
 * @default 10000
 */
const CAPTCHA_TOKEN_TIMEOUT_MS = 10_000;

/** The builder's action names (MARKUP-FACTS §1.0). */
export const captchaActions = {
  contactForm: (formNumber: string | number) => `Divi/Module/ContactForm/${formNumber}`,
  newsletter: (listId: string) => `Divi/Module/EmailOptin/List/${listId}`,
} as const;

function spamApi(win: Window): SpamApi | null {
  const api = (win as unknown as { etCore?: { api?: { spam?: { recaptcha?: SpamApi } } } }).etCore?.api?.spam?.recaptcha;
  return api && typeof api.interaction === 'function' ? api : null;
}

export interface CaptchaTokenOptions {
  /** @default 10000 */
  readonly timeoutMs?: number;
  readonly signal?: AbortSignal;
}

/**
 * The one captcha-token requester every form uses. Resolves `''` when the page
 * has no captcha service (or it is disabled): the server then decides. Rejects
 * with `CaptchaTokenError` when the service is there but fails or times out.
 */
export async function requestCaptchaToken(win: Window, action: string, options: CaptchaTokenOptions = {}): Promise<string> {
  const api = spamApi(win);
  if (!api || (api.isEnabled && !api.isEnabled())) return '';
  const timeoutMs = options.timeoutMs ?? CAPTCHA_TOKEN_TIMEOUT_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CaptchaTokenError(action, 'timeout')), timeoutMs);
  });
  try {
    const token = await Promise.race([Promise.resolve().then(() => api.interaction!(action)), timeout]);
    options.signal?.throwIfAborted();
    return typeof token === 'string' ? token : '';
  } catch (error) {
    if (error instanceof CaptchaTokenError || options.signal?.aborted) throw error;
    throw new CaptchaTokenError(action, 'failed', { cause: error });
  } finally {
    clearTimeout(timer);
  }
}
