import { isCaptchaAnswer, newCaptchaSum, readCaptchaSum } from './captcha';

describe('simple captcha (theme-frontend.md §5)', () => {
  it('accepts the sum only', () => {
    const sum = { first: 7, second: 15 };
    expect(isCaptchaAnswer(sum, '22')).toBe(true);
    expect(isCaptchaAnswer(sum, ' 22 ')).toBe(true);
    expect(isCaptchaAnswer(sum, '21')).toBe(false);
    expect(isCaptchaAnswer(sum, '')).toBe(false);
    expect(isCaptchaAnswer(sum, '22.0')).toBe(false);
    expect(isCaptchaAnswer(sum, '0x16')).toBe(false);
  });

  it('makes new numbers from 1 to 15, both ends included', () => {
    expect(newCaptchaSum(() => 0)).toEqual({ first: 1, second: 1 });
    expect(newCaptchaSum(() => 0.9999)).toEqual({ first: 15, second: 15 });
    for (let i = 0; i < 200; i += 1) {
      const { first, second } = newCaptchaSum();
      for (const n of [first, second]) {
        expect(Number.isInteger(n)).toBe(true);
        expect(n).toBeGreaterThanOrEqual(1);
        expect(n).toBeLessThanOrEqual(15);
      }
    }
  });

  it('reads the printed numbers, refusing what is out of range', () => {
    expect(readCaptchaSum('3', '12')).toEqual({ first: 3, second: 12 });
    expect(readCaptchaSum('0', '12')).toBeNull();
    expect(readCaptchaSum('3', '16')).toBeNull();
    expect(readCaptchaSum(undefined, '2')).toBeNull();
    expect(readCaptchaSum('1.5', '2')).toBeNull();
  });
});
