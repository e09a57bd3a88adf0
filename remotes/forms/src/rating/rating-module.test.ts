/** @jest-environment jsdom */
import type { Unmount } from '@cms-mf/shared-contracts';
import ratingModule from './index';
import { buildCf7Form } from '../test-support/form-markup';
import { testContext } from '../test-support/test-context';

/** The add-on's star rating (MARKUP-FACTS §3.1) with the message of style 3 after it. */
const ratingField = (style: number) =>
  `<span class="wpcf7-form-control-wrap" data-name="stars"><div class="wpcf7-form-control eacf7-rating style-${style}" data-style="${style}" data-default="0">` +
  [1, 2, 3, 4, 5].map((value) => `<span class="eacf7-rating-star" data-value="${value}" aria-hidden="true">★</span>`).join('') +
  '<input type="hidden" class="eacf7-star-rating" name="stars" value=""></div><div class="rating-message"></div></span>';

function mountRating(style: number) {
  const wrapper = buildCf7Form(5, ratingField(style));
  const el = wrapper.querySelector('.eacf7-rating')!;
  const unmount = ratingModule.mount(el, testContext()) as Unmount;
  const star = (value: number) => el.querySelector<HTMLElement>(`.eacf7-rating-star[data-value="${value}"]`)!;
  return { form: wrapper.querySelector('form')!, message: wrapper.querySelector('.rating-message')!, input: wrapper.querySelector<HTMLInputElement>('input.eacf7-star-rating')!, star, unmount };
}

afterEach(() => {
  document.body.innerHTML = '';
});

test('style 3 says what each star means as it is chosen, by click and by keyboard (forms-addon.md §8)', () => {
  const { message, input, star, unmount } = mountRating(3);
  const said: string[] = [];
  for (const value of [1, 2, 3, 4, 5]) {
    star(value).click();
    said.push(`${input.value}: ${message.textContent}`);
  }
  expect(said).toEqual(['1: Very Bad!', '2: Bad!', '3: Okay', '4: Good!', '5: Excellent!']);
  star(5).dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
  expect(message.textContent).toBe('Good!');
  unmount();
});

test('style 3 clears its message once the form is reset: it does not ask for a rating before the visitor acts again', async () => {
  const { form, message, input, star, unmount } = mountRating(3);
  star(2).click();
  form.reset();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(input.value).toBe('');
  expect(message.textContent).toBe('');
  unmount();
});

test('other styles show no message', () => {
  const { message, star, unmount } = mountRating(1);
  star(4).click();
  expect(message.textContent).toBe('');
  unmount();
});
