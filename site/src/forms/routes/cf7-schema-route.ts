import type { Context } from 'hono';
import type { SiteState } from '../../site-state';
import { cf7FormOf } from './cf7-form-of';
import { cf7Schema } from './cf7-schema';
import { formNotFound } from './feedback-errors';

/** CF7's `GET contact-forms/{id}/feedback/schema` (`get_schema`): the form's SWV schema, or 404 `wpcf7_not_found`. */
export function createCf7SchemaHandler(state: SiteState) {
  return (c: Context): Response => {
    const form = cf7FormOf(state, c.req.param('id'));
    return form ? Response.json(cf7Schema(form)) : formNotFound();
  };
}
