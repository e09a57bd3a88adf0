import type { ActionAnswer, ActionName, ActionRequest } from '@cms-mf/shared-contracts/actions';
import type { ActionContext } from './action-context';
import type { RawFields } from '../form-body/raw-fields';

/**
 * What a handler decided. `ok: false` answers `{success:false, data}` (or the
 * bare `data` for `json`/`text` actions) and the handler must have written
 * nothing. `status` is 200 unless said otherwise: the shared client maps 400
 * and 403 to "unknown action" and "nonce expired", so refusals keep 200 like
 * `wp_send_json_error`, except 413 for bodies that are too large.
 */
export type Outcome<T> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly data: unknown; readonly status?: 200 | 413 | 500 | 502 };

export const succeed = <T>(data: T): Outcome<T> => ({ ok: true, data });
export const refuse = (data: unknown, status?: 200 | 413 | 500 | 502): Outcome<never> => ({ ok: false, data, status });

/**
 * One ajax action: `parse` checks every posted field at the boundary (throwing
 * a BadFieldError) and returns the typed request of the action map; `handle`
 * applies the server rules. The nonce has been verified before either runs.
 */
export interface ActionHandler<A extends ActionName> {
  parse(fields: RawFields): ActionRequest<A>;
  handle(request: ActionRequest<A>, context: ActionContext): Outcome<ActionAnswer<A>> | Promise<Outcome<ActionAnswer<A>>>;
}
