import type { ActionHandler } from '../../ajax/action-handler';
import { succeed } from '../../ajax/action-handler';
import { renderCf7Form } from '../render/render-cf7-form';
import { requireForm } from './find-form';
import { perFormGlobalsScript } from '../render/per-form-globals-script';

/**
 * `eacf7_fire_contact_form`: the HTML of a catalogue form, for a popup. The
 * markup is built from the catalogue with every value escaped; the browser
 * sanitises it again before inserting. A second occurrence number keeps its
 * unit tag apart from the same form printed in the page. Its per-form
 * settings follow it as the add-on prints them, for the popup to read.
 */
export const fireContactForm: ActionHandler<'eacf7_fire_contact_form'> = {
  parse: (fields) => ({ id: fields.integer('id', { min: 1 }) }),
  handle({ id }, context) {
    const form = requireForm(context, id, 'id');
    return succeed(renderCf7Form(form, { occurrence: 99, maxPostSize: context.maxPostSize }) + perFormGlobalsScript(form));
  },
};
