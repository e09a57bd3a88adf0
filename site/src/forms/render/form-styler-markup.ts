import type { FormDefinition } from '../../cms/form-definition';
import { attributes } from '../../html/escape-html';

const PRESET = /^[a-z][a-z0-9-]{0,30}$/;

/**
 * The add-on's form styler wrapper (MARKUP-FACTS §3.1): the whole form
 * content inside `div.eacf7-form-styler.eacf7-form-styler-{preset}` with the
 * configuration as base64 JSON in `data-styler` and the form id in
 * `data-form_id`. Forms without a style configuration are left as they are.
 */
export function wrapInFormStyler(form: FormDefinition, content: string): string {
  if (!form.style) return content;
  const preset = typeof form.style.stylePreset === 'string' && PRESET.test(form.style.stylePreset) ? form.style.stylePreset : 'default';
  const styler = Buffer.from(JSON.stringify(form.style), 'utf8').toString('base64');
  return `<div${attributes({ class: `eacf7-form-styler eacf7-form-styler-${preset}`, 'data-styler': styler, 'data-form_id': form.id })}>\n${content}\n</div>`;
}
