import type { PolicyFor } from './policy';

declare const requestType: unique symbol;

/**
 * One ajax action as its file declares it: the policy (nonce, timeout,
 * retryable, answer parser) and, as a type only, the request it takes. The
 * answer type is the parser's.
 */
export type ActionSpec<Request extends object, Answer> = PolicyFor<Answer> & { readonly [requestType]?: Request };

/**
 * Declares an action with its request type:
 * `defineAction<CouponCheckRequest>()({ nonce, timeoutMs, retryable, parseAnswer })`.
 * (Two calls, so the answer type is inferred from `parseAnswer`.)
 */
export function defineAction<Request extends object>() {
  return <Answer>(policy: PolicyFor<Answer>): ActionSpec<Request, Answer> => policy;
}

/** The action map of a table of specs: per name, its request and answer types. */
export type ActionMapOf<T> = {
  [A in keyof T]: T[A] extends ActionSpec<infer Request, infer Answer> ? { request: Request; answer: Answer } : never;
};
