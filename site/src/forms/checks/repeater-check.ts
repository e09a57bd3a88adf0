import type { FieldDefinition, FormDefinition } from '../../cms/form-definition';
import { FIELD_MESSAGES } from './field-messages';
import type { PostedValue } from './field-validation';
import type { AddonCheck, LinkedUploads } from './addon-check';

/** Without a limit in the catalogue, a repeater still takes no more items than this. */
export const REPEATER_MAX_ITEMS = 50;

/** The numbered name of a repeater item's field: `name__n`, items from 1 (the add-on's). */
export const itemFieldName = (name: string, n: number): string => `${name}__${n}`;

/**
 * A repeater: its own value is the item count (`.eacf7-repeater-count`), a
 * whole number from 1 to the limit; each item's fields are checked under
 * their numbered names by `checkItem`. Stored as a list of items, each
 * mapping the catalogue's field names to its values.
 */
export function checkRepeater(
  form: FormDefinition,
  field: FieldDefinition,
  values: Readonly<Record<string, PostedValue>>,
  checkItem: (sub: FieldDefinition, name: string) => AddonCheck,
): AddonCheck {
  const posted = values[field.name];
  const text = typeof posted === 'string' ? posted.trim() : '';
  const limit = field.settings?.limit ?? REPEATER_MAX_ITEMS;
  if (!/^\d{1,3}$/.test(text) || Number(text) < 1) return { ok: false, invalid: [[field.name, FIELD_MESSAGES.number]] };
  const count = Number(text);
  if (count > limit) return { ok: false, invalid: [[field.name, FIELD_MESSAGES.tooLarge]] };
  const subFields = form.fields.filter((candidate) => candidate.repeater === field.name);
  const invalid: (readonly [string, string])[] = [];
  const links: LinkedUploads[] = [];
  const items: Record<string, unknown>[] = [];
  for (let n = 1; n <= count; n += 1) {
    const item: Record<string, unknown> = {};
    for (const sub of subFields) {
      const check = checkItem(sub, itemFieldName(sub.name, n));
      if (!check.ok) invalid.push(...check.invalid);
      else {
        if (check.stored !== undefined) item[sub.name] = check.stored;
        links.push(...(check.links ?? []));
      }
    }
    items.push(item);
  }
  return invalid.length > 0 ? { ok: false, invalid } : { ok: true, stored: items, links };
}
