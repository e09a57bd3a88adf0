import { CAPTCHA_NUMBER_MAX, CAPTCHA_NUMBER_MIN } from '@cms-mf/shared-contracts/constants';

/** The simple captcha's question: the visitor types `first + second` (theme-frontend.md §5, §9). */
export interface CaptchaSum {
  readonly first: number;
  readonly second: number;
}

/** Whether `answer` (as typed) is the sum; only digits count, surrounding spaces aside. */
export function isCaptchaAnswer(sum: CaptchaSum, answer: string): boolean {
  const typed = answer.trim();
  return /^\d{1,3}$/.test(typed) && Number(typed) === sum.first + sum.second;
}

/** New numbers after a wrong answer, each from 1 to 15. `random` returns [0, 1) like Math.random. */
export function newCaptchaSum(random: () => number = Math.random): CaptchaSum {
  const pick = () => CAPTCHA_NUMBER_MIN + Math.floor(random() * (CAPTCHA_NUMBER_MAX - CAPTCHA_NUMBER_MIN + 1));
  return { first: pick(), second: pick() };
}

/** The sum printed as `data-first_digit` / `data-second_digit`; null when either is not a number in range. */
export function readCaptchaSum(first: string | undefined, second: string | undefined): CaptchaSum | null {
  const read = (text: string | undefined) => {
    const value = Number(text);
    return Number.isInteger(value) && value >= CAPTCHA_NUMBER_MIN && value <= CAPTCHA_NUMBER_MAX ? value : null;
  };
  const [a, b] = [read(first), read(second)];
  return a === null || b === null ? null : { first: a, second: b };
}
