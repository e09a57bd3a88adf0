import type { FormDefinition } from '../cms/form-definition';
import type { Repositories } from '../db/repositories';
import { mathCaptchaNames } from '../captcha/math-captcha';
import { checkSignature } from '../forms/checks/signature-check';

/**
 * Saved progress as a restore may put it back: the serialised form without
 * what could not be sent again.
 *
 * - A math captcha's answer and challenge: the page shows a fresh question on
 *   every view, so an old answer would sit under a new question, and old
 *   operands would make the visible question wrong. A restored form asks
 *   anew, with an empty answer (and a solved captcha is never replayable
 *   from a link).
 * - A signature image the server would now refuse (sent once already with a
 *   submission, or no longer stored): the pad stays empty for a new one.
 *
 * The text is returned as it was when nothing is left out.
 */
export function restorableProgress(form: FormDefinition, data: string, repos: Repositories): string {
  const params = new URLSearchParams(data);
  const dropped = new Set<string>();
  for (const field of form.fields) {
    if (field.repeater) continue;
    if (field.type === 'math_captcha') for (const name of mathCaptchaNames(field.name)) if (params.has(name)) dropped.add(name);
    if (field.type === 'digital_signature') {
      const value = params.get(field.name) ?? '';
      if (value.trim() !== '' && !checkSignature(form, field, value, undefined, repos).ok) dropped.add(field.name);
    }
  }
  if (dropped.size === 0) return data;
  for (const name of dropped) params.delete(name);
  return params.toString();
}
