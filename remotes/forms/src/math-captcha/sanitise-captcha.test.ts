/** @jest-environment jsdom */
import { sanitiseCaptchaHtml } from './sanitise-captcha';

test('keeps the question and its inputs, drops scripts, handlers and foreign inputs', () => {
  const fragment = sanitiseCaptchaHtml(
    '<span class="cf7-math-captcha-wrap"><label class="cf7-math-captcha-question" for="quiz-answer" onclick="x()">3 + 4 = </label>' +
      '<input type="hidden" name="quiz-first" value="3"><input type="text" id="quiz-answer" name="quiz" inputmode="numeric">' +
      '<script>alert(1)</script><img src="x" onerror="alert(1)"><input type="hidden" name="_wpcf7" value="9"><input type="submit" name="go"><a href="javascript:x()">x</a></span>',
  );
  const holder = document.createElement('div');
  holder.appendChild(fragment);
  expect(holder.querySelector('script')).toBeNull();
  expect(holder.innerHTML).not.toMatch(/onclick|onerror|javascript:|_wpcf7|submit/);
  expect([...holder.querySelectorAll('input')].map((input) => input.name)).toEqual(['quiz-first', 'quiz']);
  expect(holder.querySelector('label')!.textContent).toBe('3 + 4 = ');
  expect(holder.querySelector('input[name=quiz]')!.getAttribute('inputmode')).toBe('numeric');
});
