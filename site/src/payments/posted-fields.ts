import { BadFieldError } from '../form-body/bad-field-error';

/**
 * The `fields` object of a payment (form values by name, sent as one JSON
 * string) as posted values: scalars become text, lists of scalars lists of
 * text; anything nested is refused. Built without a prototype, so a field
 * named `__proto__` stays data.
 */
export function postedFieldsFromJson(value: unknown, requestField: string): Record<string, string | string[]> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new BadFieldError(requestField, 'must be an object of form values');
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > 200) throw new BadFieldError(requestField, 'has too many values');
  const posted = Object.create(null) as Record<string, string | string[]>;
  const scalar = (item: unknown) => typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean';
  for (const [name, item] of entries) {
    if (scalar(item)) posted[name] = String(item);
    else if (Array.isArray(item) && item.length <= 100 && item.every(scalar)) posted[name] = item.map(String);
    else if (item !== null) throw new BadFieldError(requestField, `value of ${JSON.stringify(name.slice(0, 64))} must be text or a list of text`);
  }
  return posted;
}
