/** @jest-environment jsdom */
import { AWAITS_MODULE_ATTRIBUTE, AWAITS_MODULE_CSS, awaitsModule, showAwaited } from './awaits-module';

const part = (html: string) => {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
};

test('a part marked by the server is shown, and marked again when its module leaves', () => {
  const el = part(`<button ${AWAITS_MODULE_ATTRIBUTE}>Preview</button>`);
  expect(awaitsModule(el)).toBe(true);
  const restore = showAwaited(el);
  expect(el.hasAttribute(AWAITS_MODULE_ATTRIBUTE)).toBe(false);
  expect(el.hidden).toBe(false);
  expect(awaitsModule(el)).toBe(false);
  restore();
  expect(el.hasAttribute(AWAITS_MODULE_ATTRIBUTE)).toBe(true);
  expect(el.hidden).toBe(false);
});

test('hand-written markup that hides the part with `hidden` works the same', () => {
  const el = part('<div hidden>Save</div>');
  expect(awaitsModule(el)).toBe(true);
  const restore = showAwaited(el);
  expect(el.hidden).toBe(false);
  restore();
  expect(el.hidden).toBe(true);
  expect(el.hasAttribute(AWAITS_MODULE_ATTRIBUTE)).toBe(false);
});

test('the sheet keeps a waiting part’s room unseen, and gives it none without scripts', () => {
  expect(AWAITS_MODULE_CSS).toContain(`[${AWAITS_MODULE_ATTRIBUTE}]{visibility:hidden}`);
  expect(AWAITS_MODULE_CSS).toMatch(/@media \(scripting:none\)\{\[data-cmsmf-awaits\]\{display:none!important\}\}/);
});
