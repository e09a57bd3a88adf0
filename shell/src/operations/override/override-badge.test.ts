/** @jest-environment jsdom */
import { BADGE_ATTRIBUTE, showOverrideBadge } from './override-badge';

test('the badge names each override and its clear button calls back once', () => {
  const clear = jest.fn();
  const badge = showOverrideBadge(document, [{ remote: 'gallery', url: 'https://dev.example/<b>x</b>.js', expires: 1_000_000 }], clear);
  expect(document.querySelector(`[${BADGE_ATTRIBUTE}]`)).toBe(badge);
  expect(badge.textContent).toContain('Override: gallery ← https://dev.example/<b>x</b>.js');
  expect(badge.querySelector('b')).toBeNull();
  badge.querySelector('button')!.click();
  badge.querySelector('button')!.click();
  expect(clear).toHaveBeenCalledTimes(1);
});
