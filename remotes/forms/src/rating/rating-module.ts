import { defineModule } from '@cms-mf/shared-contracts';
import { RATING_MAX } from '@cms-mf/shared-contracts/constants';
import { onFormReset } from '../common/form-reset';
import { adoptStyleSheet } from '@cms-mf/dom-kit';
import { RATING_SHEET } from '@cms-mf/shared-contracts/fields';
import { MESSAGE_STYLE, ratingAfterKey, ratingMessage, toRating } from './rating-rules';
import { valueInputOf } from './rating-value-input';

const starValue = (star: Element): number => toRating(star.getAttribute('data-value'));

/**
 * `./rating`, mounted on `.eacf7-rating`: the add-on's stars (MARKUP-FACTS
 * §3.1) as a radio group. Hover highlights, a click sets the value into the
 * hidden `input.eacf7-star-rating`, arrows, Home and End move the choice;
 * style 3 shows its message in the `.rating-message` after the stars.
 *
 * A DOM controller, not a component: the stars and message are the add-on's server markup, given roles in place and never re-rendered.
 */
export const ratingModule = defineModule((el, _ctx, signal) => {
  const stars = [...el.querySelectorAll<HTMLElement>('.eacf7-rating-star')].filter((star) => starValue(star) > 0);
  const value = stars.length > 0 ? valueInputOf(el) : null;
  if (!value) return;
  const { input } = value;
  const doc = el.ownerDocument;
  const releaseStyle = adoptStyleSheet(doc, RATING_SHEET.id, RATING_SHEET.css);
  const message = el.nextElementSibling?.classList.contains('rating-message') ? (el.nextElementSibling as HTMLElement) : null;
  const withMessage = Number(el.getAttribute('data-style')) === MESSAGE_STYLE;
  const fallback = toRating(el.getAttribute('data-default'));
  const required = el.getAttribute('aria-required') === 'true';
  /** "Please provide a rating." waits until a required rating was left or sent without a value. */
  let prompt = false;

  el.setAttribute('role', 'radiogroup');
  const label = el.closest('.wpcf7-form-control-wrap')?.parentElement?.querySelector('.wpcf7-field-label[id]');
  if (label && !el.hasAttribute('aria-labelledby')) el.setAttribute('aria-labelledby', label.id);
  else if (!el.hasAttribute('aria-label') && !el.hasAttribute('aria-labelledby')) el.setAttribute('aria-label', 'Rating');
  if (message) message.setAttribute('aria-live', 'polite');
  for (const star of stars) {
    const value = starValue(star);
    star.removeAttribute('aria-hidden');
    star.setAttribute('role', 'radio');
    star.setAttribute('aria-label', `${value} of ${RATING_MAX} stars`);
  }

  const highlight = (upTo: number) => stars.forEach((star) => star.classList.toggle('active', starValue(star) <= upTo));
  const current = () => toRating(input.value);
  const render = () => {
    const value = current();
    highlight(value);
    stars.forEach((star) => {
      star.setAttribute('aria-checked', String(starValue(star) === value));
      // Roving tabindex: the group is one Tab stop, on the chosen star or the first.
      star.tabIndex = starValue(star) === (value || starValue(stars[0]!)) ? 0 : -1;
    });
    if (message && withMessage) message.textContent = ratingMessage(value, prompt);
  };
  const set = (value: number) => {
    if (value === current()) return render();
    input.value = value ? String(value) : '';
    render();
    // Conditional logic and error clearing listen to the field's own events.
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
  };
  const starOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>('.eacf7-rating-star') : null);

  el.addEventListener('mouseover', (event) => {
    const star = starOf(event.target);
    if (star && stars.includes(star)) highlight(starValue(star));
  }, { signal });
  el.addEventListener('mouseleave', () => highlight(current()), { signal });
  el.addEventListener('click', (event) => {
    const star = starOf(event.target);
    if (!star || !stars.includes(star)) return;
    event.preventDefault();
    set(starValue(star));
    star.focus();
  }, { signal });
  el.addEventListener('keydown', (event) => {
    const focused = starOf(doc.activeElement);
    const next = ratingAfterKey((event as KeyboardEvent).key, current(), focused ? starValue(focused) : 0);
    if (next === null) return;
    event.preventDefault();
    set(next);
    stars.find((star) => starValue(star) === next)?.focus();
  }, { signal });

  const askIfMissing = () => {
    if (!required || current() !== 0 || prompt) return;
    prompt = true;
    render();
  };
  el.addEventListener('focusout', (event) => {
    if (!el.contains((event as FocusEvent).relatedTarget as Node | null)) askIfMissing();
  }, { signal });
  // Saved progress and prefill write the value from outside: the stars follow.
  input.addEventListener('change', render, { signal });

  if (current() === 0 && fallback) input.value = String(fallback);
  render();
  const form = el.closest('form');
  if (form) {
    form.addEventListener('submit', askIfMissing, { signal });
    onFormReset(form, () => {
      input.value = fallback ? String(fallback) : '';
      prompt = false;
      render();
    }, signal);
  }

  return () => {
    value.restore();
    releaseStyle();
  };
});
