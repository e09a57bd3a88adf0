import { NARROW_WIDGET_PX, isSearchable, widgetSearchClasses, widgetSearchSelector } from './search-rules';

test('a widget search narrower than 150 px is narrow; one without a button says so', () => {
  expect(widgetSearchClasses(NARROW_WIDGET_PX - 1, true)).toEqual({ narrow: true, noSubmitButton: false });
  expect(widgetSearchClasses(NARROW_WIDGET_PX, true)).toEqual({ narrow: false, noSubmitButton: false });
  expect(widgetSearchClasses(300, false)).toEqual({ narrow: false, noSubmitButton: true });
  // Not laid out (hidden): no verdict on width.
  expect(widgetSearchClasses(0, true).narrow).toBe(false);
});

test('only a query with something other than white space is sent', () => {
  expect(isSearchable('kayak')).toBe(true);
  expect(isSearchable('  \t\n')).toBe(false);
  expect(isSearchable('')).toBe(false);
});

test('the widget selector comes from et_pb_custom when it is a plain selector list', () => {
  expect(widgetSearchSelector(undefined)).toBe('.widget_search');
  expect(widgetSearchSelector('.widget_search, .wp-block-search')).toBe('.widget_search, .wp-block-search');
  expect(widgetSearchSelector('')).toBe('.widget_search');
  expect(widgetSearchSelector('div{}</script>')).toBe('.widget_search');
  expect(widgetSearchSelector(42)).toBe('.widget_search');
});
