import type { ActionHandler } from '../ajax/action-handler';
import { succeed } from '../ajax/action-handler';
import { BadFieldError } from '../form-body/bad-field-error';
import { createMathChallenge, renderMathCaptcha } from './math-captcha';
import { FIELD_NAME } from '../forms/actions/find-form';

/**
 * `eacf7_refresh_math_captcha`: a new question for a math captcha field. The
 * request names only the field, so it must be a math captcha of some form in
 * the catalogue; the answer is the HTML of the question and its inputs.
 */
export const refreshMathCaptcha: ActionHandler<'eacf7_refresh_math_captcha'> = {
  parse: (fields) => ({ tagname: fields.text('tagname', { max: 64, pattern: FIELD_NAME }) }),
  handle({ tagname }, context) {
    const known = [...context.cms.forms.values()].some((form) => form.fields.some((field) => field.type === 'math_captcha' && field.name === tagname));
    if (!known) throw new BadFieldError('tagname', 'names no math captcha field');
    return succeed(renderMathCaptcha(tagname, createMathChallenge()));
  },
};
