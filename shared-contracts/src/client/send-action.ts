import { encodeFormData } from './encode-form-data';
import { InvalidAnswerError } from './errors/invalid-answer-error';
import { NetworkError } from './errors/network-error';
import { NonceExpiredError } from './errors/nonce-expired-error';
import { RequestTimeoutError } from './errors/request-timeout-error';
import { UnknownActionError } from './errors/unknown-action-error';
import type { NonceStore } from './nonce-store';
import { parseEnvelope } from './parse-envelope';
import { type ClientPolicy, REFRESH_ACTION } from './policy-table';
import type { Transport } from './transport';

export interface ActionSenderSetup {
  readonly ajaxUrl: string;
  readonly policies: Readonly<Record<string, ClientPolicy<unknown> | undefined>>;
  readonly nonces: NonceStore;
}

export interface SendActionOptions {
  readonly signal?: AbortSignal;
  readonly timeoutMs?: number;
  readonly onProgress?: (percent: number) => void;
}

export type SendAction = (action: string, payload: object, options: SendActionOptions, transport: Transport) => Promise<unknown>;

/**
 * The rules of one action call, shared by `call` and `upload` (they differ only in transport):
 * one refresh-and-retry on a refused nonce, and one resend after a network error or
 * timeout only when the policy says the action is `retryable`.
 */
export function createActionSender({ ajaxUrl, policies, nonces }: ActionSenderSetup): SendAction {
  const send: SendAction = async (action, payload, options, transport) => {
    const policy = policies[action];
    // A federated remote newer than this client may name an action it does not know yet.
    if (!policy) throw new UnknownActionError(action, `${action}: this client has no policy for the action`);
    const spec = policy.nonce;
    const timeoutMs = options.timeoutMs ?? policy.timeoutMs;
    let resends = policy.retryable ? 1 : 0;

    const attempt = async (nonce: string | undefined): Promise<unknown> => {
      const fields: Record<string, string> = { action };
      if (spec) fields[spec.field] = nonce ?? '';
      for (;;) {
        try {
          const raw = await transport(ajaxUrl, encodeFormData(payload, fields), { ...options, action, timeoutMs });
          return parseEnvelope(action, raw, policy);
        } catch (error) {
          const resendable = error instanceof NetworkError || error instanceof RequestTimeoutError;
          if (!resendable || resends === 0) throw error;
          resends -= 1;
        }
      }
    };
    if (!spec) return attempt(undefined);

    // The refresh runs without the caller's signal: other calls may be waiting on it.
    const renew = (stale: string | undefined) =>
      nonces
        .refresh(spec.kind, stale, async () => readNonce(await send(REFRESH_ACTION, { kind: spec.kind }, {}, transport)))
        .catch((error: unknown) => {
          throw new NonceExpiredError(action, { cause: error });
        });

    // A page without this kind of nonce fetches one first; that counts as the one refresh.
    let renewed = false;
    if (nonces.get(spec.kind) === undefined) {
      await renew(undefined);
      renewed = true;
    }
    const sent = nonces.get(spec.kind);
    try {
      return await attempt(sent);
    } catch (error) {
      if (!(error instanceof NonceExpiredError) || renewed) throw error;
    }
    await renew(sent);
    return attempt(nonces.get(spec.kind));
  };
  return send;
}

/** The policy's parseAnswer already checked it; this guards a custom policy table that does not. */
function readNonce(answer: unknown): string {
  const nonce = (answer as { nonce?: unknown } | null)?.nonce;
  if (typeof nonce !== 'string' || nonce === '') {
    throw new InvalidAnswerError(REFRESH_ACTION, `${REFRESH_ACTION}: the answer has no nonce`, '');
  }
  return nonce;
}
