import type { AnswerFormat } from '@cms-mf/shared-contracts/actions';
import type { Context } from 'hono';

/** WordPress's answers for a refused nonce and an unknown action: bare text, as `wp_die('-1', 403)` and `wp_die('0', 400)` print. */
export const nonceRefused = (): Response => text('-1', 403);
export const unknownAction = (): Response => text('0', 400);

/**
 * The body of a decided action in the action's answer format: the WordPress
 * envelope `{success, data}`, the bare JSON of the page builder's actions, or
 * bare text. For `json` actions a refusal is `{error: message}` when the
 * handler gave only a message, the shape the theme shows.
 */
export function actionAnswer(c: Context, format: AnswerFormat, ok: boolean, data: unknown, status = 200): Response {
  // Through the context, so cookies a handler set travel with the answer.
  const send = (body: string, contentType: string) =>
    c.newResponse(body, status as 200, { 'Content-Type': contentType, 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' });
  if (format === 'text') return send(String(data ?? ''), 'text/html; charset=UTF-8');
  const body = format === 'json' ? (!ok && typeof data === 'string' ? { error: data } : data) : { success: ok, data };
  return send(JSON.stringify(body ?? null), 'application/json; charset=UTF-8');
}

function text(body: string, status: number): Response {
  return new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=UTF-8', 'X-Content-Type-Options': 'nosniff' } });
}
