import { BadFieldError } from './bad-field-error';
import { JSON_MAX_DEPTH, parseBoundedJson } from './bounded-json';

/** Longest text field accepted unless a reader says otherwise (a serialised form fits). */
export const DEFAULT_TEXT_MAX = 2000;

export interface TextOptions {
  /** Characters. @default DEFAULT_TEXT_MAX */
  readonly max?: number;
  readonly pattern?: RegExp;
}

/**
 * The posted fields of one request, read the way PHP reads `$_POST`/`$_FILES`:
 * `name[]` entries form a list under `name`. Every reader validates at the
 * boundary and throws a BadFieldError naming the field, so handlers only see
 * typed, bounded values.
 */
export class RawFields {
  private constructor(
    private readonly entries: ReadonlyMap<string, readonly (string | File)[]>,
    /** Names sent with `[]`: lists even with one item. */
    private readonly listNames: ReadonlySet<string>,
  ) {}

  static fromFormData(form: FormData): RawFields {
    const entries = new Map<string, (string | File)[]>();
    const listNames = new Set<string>();
    for (const [key, value] of form.entries()) {
      const name = key.endsWith('[]') ? key.slice(0, -2) : key;
      if (name !== key) listNames.add(name);
      const list = entries.get(name) ?? [];
      list.push(value);
      entries.set(name, list);
    }
    return new RawFields(entries, listNames);
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /** A required text field, trimmed of nothing (values are checked as sent). */
  text(name: string, options: TextOptions = {}): string {
    const value = this.optionalText(name, options);
    if (value === undefined || value.trim() === '') throw new BadFieldError(name, 'is required');
    return value;
  }

  optionalText(name: string, { max = DEFAULT_TEXT_MAX, pattern }: TextOptions = {}): string | undefined {
    const values = this.entries.get(name);
    if (!values || values.length === 0) return undefined;
    if (values.length > 1) throw new BadFieldError(name, 'must be sent once');
    const value = values[0];
    if (typeof value !== 'string') throw new BadFieldError(name, 'must be text, not a file');
    if (value.length > max) throw new BadFieldError(name, `must be at most ${max} characters`);
    if (pattern && value !== '' && !pattern.test(value)) throw new BadFieldError(name, 'has an invalid format');
    return value;
  }

  /** A whole number within bounds, sent as decimal digits. */
  integer(name: string, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}): number {
    const text = this.text(name, { max: 16 }).trim();
    if (!/^-?\d+$/.test(text)) throw new BadFieldError(name, 'must be a whole number');
    const value = Number(text);
    if (value < min || value > max) throw new BadFieldError(name, `must be between ${min} and ${max}`);
    return value;
  }

  /** A non-negative amount with at most two decimals. */
  amount(name: string): number {
    const text = this.text(name, { max: 16 }).trim();
    if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) throw new BadFieldError(name, 'must be an amount with at most two decimals');
    return Number(text);
  }

  /** Every text value sent as `name[]` (or once as `name`). */
  list(name: string, { maxItems = 100, max = DEFAULT_TEXT_MAX }: { maxItems?: number; max?: number } = {}): string[] {
    const values = this.entries.get(name) ?? [];
    if (values.length > maxItems) throw new BadFieldError(name, `must have at most ${maxItems} items`);
    return values.map((value) => {
      if (typeof value !== 'string') throw new BadFieldError(name, 'must be text, not a file');
      if (value.length > max) throw new BadFieldError(name, `items must be at most ${max} characters`);
      return value;
    });
  }

  /** A file part. */
  file(name: string): File {
    const values = this.entries.get(name);
    if (!values || values.length !== 1 || typeof values[0] === 'string') throw new BadFieldError(name, 'must be one file');
    return values[0] as File;
  }

  /** A JSON-encoded field (the client sends objects as one JSON string), nested at most `maxDepth` deep. */
  json(name: string, { max = 64 * 1024, maxDepth = JSON_MAX_DEPTH } = {}): unknown {
    const parsed = parseBoundedJson(this.text(name, { max }), { maxLength: max, maxDepth });
    if (parsed.ok) return parsed.value;
    throw new BadFieldError(name, parsed.reason === 'depth' ? `must be nested at most ${maxDepth} levels deep` : 'must be valid JSON');
  }

  /**
   * All text fields except the listed ones, by name; lists stay lists. For
   * forms posting their own fields. The object has no prototype, so a field
   * named `constructor` or `__proto__` is just a field.
   */
  textValues(except: readonly string[] = []): Record<string, string | string[]> {
    const values = Object.create(null) as Record<string, string | string[]>;
    for (const [name, list] of this.entries) {
      if (except.includes(name)) continue;
      const texts = list.filter((value): value is string => typeof value === 'string');
      if (texts.length === 0) continue;
      values[name] = texts.length === 1 && !this.listNames.has(name) ? texts[0]! : texts;
    }
    return values;
  }

  /** Every file part sent under `name` (or `name[]`); none when there are none. */
  files(name: string): File[] {
    return (this.entries.get(name) ?? []).filter((value): value is File => typeof value !== 'string');
  }

  /** Names of the file parts. */
  fileNames(): string[] {
    return [...this.entries].filter(([, list]) => list.some((value) => typeof value !== 'string')).map(([name]) => name);
  }
}
