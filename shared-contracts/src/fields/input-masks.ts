/**
 * Input masks of the add-on's mask field (forms-addon.md §5: `date`, `time`,
 * `date-time`, `phone-1`, `phone-2`, `phone-3`, `ip`, `license`). The field
 * shapes what is typed with `conformToMask`; the reference site refuses a
 * value that `maskProblem` finds wrong.
 *
 * Mask tokens are jQuery Mask Plugin's, which the add-on's own masks follow:
 * `0` a digit, `9` an optional digit, `A` a letter or digit, `S` a letter;
 * anything else is a literal the mask writes itself.
 */
export const INPUT_MASK_TYPES = ['date', 'time', 'date-time', 'phone-1', 'phone-2', 'phone-3', 'ip', 'license'] as const;
export type InputMaskType = (typeof INPUT_MASK_TYPES)[number];

/**
 * The pattern of each type. The spec names the types only: these shapes are
 * ours (jQuery Mask Plugin's examples for dates, times, phones and IPv4; a
 * four-by-four product licence key).
 */
export const INPUT_MASKS: Readonly<Record<InputMaskType, string>> = {
  date: '00/00/0000',
  time: '00:00',
  'date-time': '00/00/0000 00:00',
  'phone-1': '0000-0000',
  'phone-2': '(00) 0000-0000',
  'phone-3': '(000) 000-0000',
  ip: '099.099.099.099',
  license: 'AAAA-AAAA-AAAA-AAAA',
};

export function isInputMaskType(value: string): value is InputMaskType {
  return (INPUT_MASK_TYPES as readonly string[]).includes(value);
}

type Slot = { readonly literal: string } | { readonly accepts: RegExp; readonly optional: boolean };

const TOKENS: Readonly<Record<string, { accepts: RegExp; optional: boolean }>> = {
  '0': { accepts: /^[0-9]$/, optional: false },
  '9': { accepts: /^[0-9]$/, optional: true },
  A: { accepts: /^[A-Za-z0-9]$/, optional: false },
  S: { accepts: /^[A-Za-z]$/, optional: false },
};

function slotsOf(mask: string): Slot[] {
  return [...mask].map((char) => TOKENS[char] ?? { literal: char });
}

export interface Conformed {
  /** The masked text. */
  readonly value: string;
  /** For each input character, whether it found a place (a slot, or the literal it matches). */
  readonly kept: readonly boolean[];
  /** For each input character, the length of `value` once it was placed or dropped: maps a caret. */
  readonly end: readonly number[];
}

/**
 * Fits `raw` into `mask`, left to right: a character that fits the next slot
 * takes it; a literal is written where the mask has one (and the typed
 * literal, if it matches, is used up); an optional slot is skipped when the
 * character belongs further on (`1.` in an IP); anything else is dropped, as
 * is whatever overflows the mask. With `eager`, literals that directly follow
 * the last character are written too (`12` → `12/`), as a visitor typing
 * expects; without it (while deleting) they are not, so Backspace can remove them.
 */
export function conformToMask(raw: string, mask: string, eager: boolean): Conformed {
  const slots = slotsOf(mask);
  const kept: boolean[] = [];
  const end: number[] = [];
  let value = '';
  let m = 0;
  for (const char of raw) {
    let placed = false;
    while (m < slots.length) {
      const slot = slots[m]!;
      if ('literal' in slot) {
        value += slot.literal;
        m += 1;
        if (char === slot.literal) {
          placed = true;
          break;
        }
        continue;
      }
      if (slot.accepts.test(char)) {
        value += char;
        m += 1;
        placed = true;
        break;
      }
      if (slot.optional && nextLiteralIs(slots, m, char)) {
        m += 1;
        continue;
      }
      break;
    }
    kept.push(placed);
    end.push(value.length);
  }
  if (eager && raw.length > 0) {
    while (m < slots.length && 'literal' in slots[m]!) value += (slots[m++] as { literal: string }).literal;
  }
  return { value, kept, end };
}

/** Whether, past optional slots from `m`, the next literal is `char`. */
function nextLiteralIs(slots: readonly Slot[], m: number, char: string): boolean {
  for (let i = m; i < slots.length; i += 1) {
    const slot = slots[i]!;
    if ('literal' in slot) return slot.literal === char;
    if (!slot.optional) return false;
  }
  return false;
}

/** The mask as a visitor reads it: each slot an underscore (`__/__/____`). */
export function maskPlaceholder(mask: string): string {
  return slotsOf(mask).map((slot) => ('literal' in slot ? slot.literal : '_')).join('');
}

function maskPattern(mask: string): RegExp {
  const body = slotsOf(mask)
    .map((slot) => ('literal' in slot ? slot.literal.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&') : `${slot.accepts.source.slice(1, -1)}${slot.optional ? '?' : ''}`))
    .join('');
  return new RegExp(`^${body}$`);
}

/** Rules past the shape: an IPv4 octet is at most 255; a time has real hours and minutes. */
const EXTRA_RULES: Partial<Record<InputMaskType, (value: string) => boolean>> = {
  ip: (value) => value.split('.').every((octet) => Number(octet) <= 255),
  time: (value) => isClock(value),
  'date-time': (value) => isClock(value.slice(-5)),
};

function isClock(text: string): boolean {
  const [hours, minutes] = text.split(':').map(Number);
  return hours! <= 23 && minutes! <= 59;
}

/** The field's message when its value does not fill the mask. */
export function maskMessage(mask: string): string {
  return `Please fill in this field in the format ${maskPlaceholder(mask)}.`;
}

/**
 * Whether a complete value fits the mask (every required slot filled, nothing
 * more) and the type's own rules; `type` is null for a custom `data-mask`.
 */
export function fitsMask(value: string, mask: string, type: InputMaskType | null): boolean {
  if (!maskPattern(mask).test(value)) return false;
  return type ? (EXTRA_RULES[type]?.(value) ?? true) : true;
}
