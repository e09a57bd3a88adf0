/** @jest-environment jsdom */
import { clearFieldErrors, focusFirstInvalid, showFieldError } from './field-errors';
import { fieldNamesWithin } from './field-names';

beforeEach(() => {
  document.body.innerHTML = `
    <form>
      <input type="hidden" name="_wpcf7" value="12">
      <span class="wpcf7-form-control-wrap" data-name="your-name"><input class="wpcf7-form-control wpcf7-text" name="your-name" aria-invalid="false" aria-describedby="hint"></span>
      <span class="wpcf7-form-control-wrap" data-name="topics"><input type="checkbox" name="topics[]" value="a"><input type="checkbox" name="topics[]" value="b"></span>
      <span class="wpcf7-form-control-wrap" data-name="cv"><span class="eacf7-uploader"><button type="button" class="eacf7-uploader-browse">Browse</button></span>
        <input class="wpcf7-form-control upload-file-list" name="cv"></span>
      <input type="submit" value="Send">
    </form>`;
});
const form = () => document.querySelector('form') as HTMLFormElement;
const nameInput = () => document.querySelector('input[name="your-name"]') as HTMLInputElement;

test('fields of a part of the form: names once, without [] and without CF7 hidden fields or buttons', () => {
  expect(fieldNamesWithin(form())).toEqual(['your-name', 'topics', 'cv']);
});

test('a reason shows as a tip under the field, linked by aria-describedby, with aria-invalid', () => {
  expect(showFieldError(form(), { field: 'your-name', message: 'Please fill out this field.', errorId: 'u1-ve-your-name' })).toBe(true);
  const tip = document.getElementById('u1-ve-your-name');
  expect(tip?.className).toBe('wpcf7-not-valid-tip');
  expect(tip?.textContent).toBe('Please fill out this field.');
  expect(tip?.parentElement?.getAttribute('data-name')).toBe('your-name');
  expect(nameInput().getAttribute('aria-invalid')).toBe('true');
  expect(nameInput().classList.contains('wpcf7-not-valid')).toBe(true);
  expect(nameInput().getAttribute('aria-describedby')).toBe('hint u1-ve-your-name');
});

test('clearing restores the field as it was', () => {
  showFieldError(form(), { field: 'your-name', message: 'x', errorId: 'u1-ve-your-name' });
  clearFieldErrors(form());
  expect(document.querySelector('.wpcf7-not-valid-tip')).toBeNull();
  expect(nameInput().getAttribute('aria-invalid')).toBe('false');
  expect(nameInput().getAttribute('aria-describedby')).toBe('hint');
  expect(nameInput().classList.contains('wpcf7-not-valid')).toBe(false);
});

test('a field without a wrap is reported, not guessed', () => {
  expect(showFieldError(form(), { field: 'nope', message: 'x', errorId: 'e' })).toBe(false);
});

test('focus goes to the first invalid field in document order; an uploader gets its browse button', () => {
  showFieldError(form(), { field: 'cv', message: 'Required', errorId: 'e-cv' });
  showFieldError(form(), { field: 'your-name', message: 'Required', errorId: 'e-name' });
  expect(focusFirstInvalid(form())).toBe(true);
  expect(document.activeElement).toBe(nameInput());
  clearFieldErrors(form());
  showFieldError(form(), { field: 'cv', message: 'Required', errorId: 'e-cv' });
  focusFirstInvalid(form());
  expect(document.activeElement?.className).toBe('eacf7-uploader-browse');
});
