import { settleConditionalRules } from '@cms-mf/shared-contracts/rules';
import { CONDITIONAL_HIDDEN_FIELDS_INPUT } from '@cms-mf/shared-contracts/settings';
import type { FieldDefinition, FormDefinition } from '../../cms/form-definition';
import { attributes } from '../../html/escape-html';
import type { PostedValue } from './field-validation';

/**
 * Conditional groups on the server (forms-addon.md §3, §5): the same rules
 * the forms remote runs, applied to the posted values. The browser's own
 * `_eacf7_hidden_conditional_fields` list is not trusted: a visitor who
 * claims a group is hidden would otherwise skip its required fields.
 */
export function hiddenConditionalGroups(form: FormDefinition, values: Readonly<Record<string, PostedValue>>): ReadonlySet<string> {
  const rules = form.settings.Conditional;
  if (!rules || rules.length === 0) return new Set();
  const groups = new Map(form.fields.filter((field) => field.group).map((field) => [field.name, field.group!]));
  return new Set(settleConditionalRules(rules, values, (name) => groups.get(name)).hidden);
}

/** The posted values without the fields of hidden groups: they are neither checked nor stored. */
export function withoutHiddenFields<V extends PostedValue>(form: FormDefinition, values: Readonly<Record<string, V>>): Record<string, V> {
  const hidden = hiddenConditionalGroups(form, values);
  if (hidden.size === 0) return { ...values };
  const drop = new Set(form.fields.filter((field) => field.group && hidden.has(field.group)).map((field) => field.name));
  return Object.fromEntries(Object.entries(values).filter(([name]) => !drop.has(name) && !drop.has(name.replace(/\[\]$/, ''))));
}

/**
 * The form body with each run of fields of one group inside its
 * `div.conditional.{group}` (MARKUP-FACTS §3.1), hidden at first when the
 * rules hide it for an empty form, so the page does not flash fields the
 * forms remote hides a moment later; plus the hidden-groups input.
 */
export function renderConditionalBody(form: FormDefinition, fields: readonly FieldDefinition[], paragraph: (field: FieldDefinition) => string): string {
  if (!fields.some((field) => field.group)) return fields.map(paragraph).join('\n');
  const hidden = hiddenConditionalGroups(form, {});
  const parts: string[] = [`<input${attributes({ type: 'hidden', name: CONDITIONAL_HIDDEN_FIELDS_INPUT, value: JSON.stringify([...hidden]) })}>`];
  let run: { group: string; html: string[] } | undefined;
  const close = () => {
    if (!run) return;
    const isHidden = hidden.has(run.group);
    parts.push(`<div${attributes({ class: `conditional ${run.group}${isHidden ? ' eacf7-hidden' : ''}`, 'data-conditional-group': run.group, hidden: isHidden, inert: isHidden })}>\n${run.html.join('\n')}\n</div>`);
    run = undefined;
  };
  for (const field of fields) {
    if (run && run.group !== field.group) close();
    if (!field.group) {
      parts.push(paragraph(field));
      continue;
    }
    run ??= { group: field.group, html: [] };
    run.html.push(paragraph(field));
  }
  close();
  return parts.join('\n');
}
