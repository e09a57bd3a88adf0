import type { ActionName, AnswerFormat } from '@cms-mf/shared-contracts/actions';
import type { Context } from 'hono';
import { actionAnswer } from '../ajax/ajax-answers';
import type { RawFields } from '../form-body/raw-fields';
import type { SiteState } from '../site-state';
import { ACTION_LIMITS } from './action-limits';
import { type LimitRefusal, limitMessage } from './site-limits';
import { visitorNetwork } from './visitor-network';

/** Counts an attempt of a limited action by the visitor at `address`; the refusal when a limit is used up. */
export function limitAction(state: SiteState, action: ActionName, fields: RawFields, address: string): LimitRefusal | null {
  const checks = ACTION_LIMITS[action];
  return checks ? state.limits.take(checks(fields, visitorNetwork(address), state.cms)) : null;
}

/** 429 with `Retry-After` (seconds) and the message in the action's answer format. */
export function tooManyAttempts(c: Context, format: AnswerFormat, refusal: LimitRefusal): Response {
  c.header('Retry-After', String(refusal.retryAfterSeconds));
  return actionAnswer(c, format, false, limitMessage(refusal), 429);
}
