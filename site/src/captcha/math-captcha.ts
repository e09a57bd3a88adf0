import { randomInt } from 'node:crypto';
import { attributes, escapeHtml } from '../html/escape-html';
import type { PostedValue } from '../forms/checks/field-validation';

/**
 * The add-on's math captcha: two small numbers and an operator, printed in
 * the form with the question; the answer is checked on submission. As in the
 * add-on, the numbers travel in hidden inputs, so it stops naive bots, not a
 * determined one (the honeypot and a captcha service do more).
 */
export interface MathChallenge {
  readonly first: number;
  readonly operator: '+' | '-';
  readonly second: number;
}

export const MATH_CAPTCHA_MAX = 15;

export function createMathChallenge(random: (min: number, max: number) => number = randomInt): MathChallenge {
  const a = random(1, MATH_CAPTCHA_MAX + 1);
  const b = random(1, MATH_CAPTCHA_MAX + 1);
  // Subtraction keeps the larger number first: no negative answers.
  return random(0, 2) === 0 ? { first: a, operator: '+', second: b } : { first: Math.max(a, b), operator: '-', second: Math.min(a, b) };
}

/** The hidden inputs that carry the challenge beside the answer, by their suffix on the field's name. */
const CHALLENGE_PARTS = ['first', 'operator', 'second'] as const;
const partName = (name: string, part: (typeof CHALLENGE_PARTS)[number]) => `${name}-${part}`;

/** Every name a math captcha field posts: the answer under the field's name, and the challenge. */
export const mathCaptchaNames = (name: string): readonly string[] => [name, ...CHALLENGE_PARTS.map((part) => partName(name, part))];

/** Inner HTML of `.cf7-math-captcha` for a field: the question, the hidden challenge and the answer input. */
export function renderMathCaptcha(name: string, challenge: MathChallenge): string {
  const hidden = (part: (typeof CHALLENGE_PARTS)[number], value: string | number) => `<input${attributes({ type: 'hidden', name: partName(name, part), value })}>`;
  return (
    `<span class="cf7-math-captcha-wrap">` +
    `<label class="cf7-math-captcha-question"${attributes({ for: `${name}-answer` })}>${challenge.first} ${escapeHtml(challenge.operator)} ${challenge.second} = </label>` +
    hidden('first', challenge.first) +
    hidden('operator', challenge.operator) +
    hidden('second', challenge.second) +
    `<input${attributes({ type: 'text', id: `${name}-answer`, name, class: 'wpcf7-form-control cf7-math-captcha-input', inputmode: 'numeric', autocomplete: 'off', 'aria-required': 'true', size: 4 })}>` +
    `</span>`
  );
}

/** Whether the posted answer solves the posted challenge. */
export function solvesMathCaptcha(values: Readonly<Record<string, PostedValue>>, name: string): boolean {
  const read = (key: string) => (typeof values[key] === 'string' ? (values[key] as string).trim() : '');
  const [first, operator, second, answer] = [read(partName(name, 'first')), read(partName(name, 'operator')), read(partName(name, 'second')), read(name)];
  if (!/^\d{1,2}$/.test(first) || !/^\d{1,2}$/.test(second) || !/^-?\d{1,3}$/.test(answer)) return false;
  if (Number(first) > MATH_CAPTCHA_MAX || Number(second) > MATH_CAPTCHA_MAX) return false;
  if (operator === '+') return Number(answer) === Number(first) + Number(second);
  if (operator === '-') return Number(answer) === Number(first) - Number(second);
  return false;
}
