import type { Context } from 'hono';
import type { SiteState } from '../../site-state';
import { formNotFound } from './feedback-errors';
import { cf7FormOf } from './cf7-form-of';

/**
 * CF7's `GET contact-forms/{id}/refill` (CF7 `includes/rest-api.php`
 * `get_refill`): after a `mail_sent` CF7's script resets the form and asks
 * this endpoint for fresh captcha images and quiz questions (filter
 * `wpcf7_refill_response`: `{captcha: {name: imageUrl}, quiz: {name:
 * [question, hashedAnswer]}}`). The catalogue has neither Really Simple
 * CAPTCHA nor quiz fields (the add-on's math captcha refreshes through its own
 * action), so the answer is what WordPress prints for an empty PHP array:
 * `[]`. An unknown form is CF7's 404 `wpcf7_not_found`.
 */
export function createCf7RefillHandler(state: SiteState) {
  return (c: Context): Response => {
    const form = cf7FormOf(state, c.req.param('id'));
    if (!form) return formNotFound();
    return Response.json([], { headers: { 'Cache-Control': 'no-store' } });
  };
}
