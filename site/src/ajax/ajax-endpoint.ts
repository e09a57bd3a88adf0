import { ACTION_POLICIES, type ActionName } from '@cms-mf/shared-contracts/actions';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { SiteState } from '../site-state';
import type { ActionContext } from './action-context';
import type { ActionHandler } from './action-handler';
import { actionAnswer, nonceRefused, unknownAction } from './ajax-answers';
import { BadFieldError } from '../form-body/bad-field-error';
import { ACTION_HANDLERS, isActionName } from './action-handlers';
import { readFormBody, TOO_MANY_PARTS_MESSAGE } from '../form-body/read-form-body';
import { limitAction, tooManyAttempts } from '../limits/limit-action';
import { isCrossSiteRequest, SAME_ORIGIN_ACTIONS } from '../security/same-origin';
import type { RawFields } from '../form-body/raw-fields';

/**
 * `POST /wp-admin/admin-ajax.php` with WordPress's conventions: `action`
 * picks the handler (unknown: `0`/400); the nonce named by the action's
 * policy is verified for every action that has one, before anything is read
 * (bad or expired: `-1`/403, nothing changed); then the handler parses its
 * fields at the boundary and decides.
 */
export function createAjaxEndpoint(state: SiteState) {
  return async (c: Context): Promise<Response> => {
    const body = await readFormBody(c.req.raw);
    if (!body.ok) return body.reason === 'too-many-parts' ? actionAnswer(c, 'envelope', false, TOO_MANY_PARTS_MESSAGE, 413) : unknownAction();
    const { fields } = body;
    let action: string | undefined;
    try {
      action = fields.optionalText('action', { max: 64 });
    } catch {
      return unknownAction();
    }
    if (!action || !isActionName(action)) return unknownAction();
    const policy = ACTION_POLICIES[action];
    if (SAME_ORIGIN_ACTIONS.includes(action) && isCrossSiteRequest(c.req.raw.headers, new URL(c.req.url).origin)) return nonceRefused();
    if (policy.nonce) {
      let nonce: string | undefined;
      try {
        nonce = fields.optionalText(policy.nonce.field, { max: 64 });
      } catch {
        return nonceRefused();
      }
      if (!state.nonces.verify(policy.nonce.kind, nonce)) return nonceRefused();
    }
    const context = actionContext(c, state);
    const limited = limitAction(state, action, fields, context.clientIp);
    if (limited) return tooManyAttempts(c, policy.answerFormat ?? 'envelope', limited);
    return run(c, action, fields, context, policy.answerFormat ?? 'envelope');
  };
}

async function run<A extends ActionName>(c: Context, action: A, fields: RawFields, context: ActionContext, format: 'envelope' | 'json' | 'text'): Promise<Response> {
  const handler = ACTION_HANDLERS[action] as ActionHandler<A>;
  try {
    const outcome = await handler.handle(handler.parse(fields), context);
    return outcome.ok ? actionAnswer(c, format, true, outcome.data) : actionAnswer(c, format, false, outcome.data, outcome.status ?? 200);
  } catch (error) {
    if (error instanceof BadFieldError) return actionAnswer(c, format, false, error.message);
    console.error(`${action}: unexpected error`, error);
    return actionAnswer(c, format, false, 'The server could not complete the request.', 500);
  }
}

/** The context of one request's handler; also used by the page posts that run an action's rules (the newsletter's plain post, the shop's add-to-cart link). */
export function actionContext(c: Context, state: SiteState): ActionContext {
  const url = new URL(c.req.url);
  const incoming = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return {
    repos: state.repos,
    cms: state.cms,
    nonces: state.nonces,
    files: state.files,
    secret: state.secret,
    maxPostSize: state.maxPostSize,
    now: state.now,
    external: state.external,
    origin: url.origin,
    clientIp: incoming?.incoming?.socket?.remoteAddress ?? '',
    cookies: {
      get: (name) => getCookie(c, name),
      set: (name, value, { maxAgeSeconds, httpOnly }) => setCookie(c, name, value, { path: '/', maxAge: maxAgeSeconds, httpOnly, sameSite: 'Lax', secure: url.protocol === 'https:' }),
    },
  };
}
