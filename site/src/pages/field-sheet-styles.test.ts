import { ADDON_FIELD_SHEETS } from '@cms-mf/shared-contracts/fields';
import { fieldSheetStyles } from './field-sheet-styles';

test('each add-on field’s sheet once, for the fields the page holds, under the id its module adopts', () => {
  const html = '<input type="tel" class="wpcf7-form-control eacf7-phone"><input type="tel" class="eacf7-phone"><div class="wpcf7-form-control eacf7-rating style-3"></div>';
  const printed = fieldSheetStyles(html);
  expect(printed.match(/<style data-cmsmf-style-[a-z-]+>/g)).toEqual(['<style data-cmsmf-style-phone>', '<style data-cmsmf-style-rating>']);
  expect(printed).toContain(ADDON_FIELD_SHEETS.find((sheet) => sheet.id === 'phone')!.css);
});

test('nothing for a page without add-on fields', () => {
  expect(fieldSheetStyles('<form><input type="text" name="your-name"></form>')).toBe('');
});

test('before its module wraps it, the phone or date input stands on its own line, as the mounted control does', () => {
  for (const id of ['phone', 'date-time']) {
    expect(ADDON_FIELD_SHEETS.find((sheet) => sheet.id === id)!.css).toMatch(/\.wpcf7-form-control-wrap>input\.eacf7-[a-z]+\{display:block\}/);
  }
});
