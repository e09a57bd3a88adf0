import { cleanSlug, matchesCategory } from './portfolio-filter';

test('items match their category classes, or every category for all', () => {
  expect(matchesCategory(['et_pb_portfolio_item', 'project_category_boats'], 'boats')).toBe(true);
  expect(matchesCategory(['project_category_boats-big'], 'boats')).toBe(false);
  expect(matchesCategory([], 'all')).toBe(true);
});

test('slugs from markup or the hash must be class-safe', () => {
  expect(cleanSlug('web-design_2')).toBe('web-design_2');
  expect([null, '', 'a b', 'x"]', 'a.b'].map(cleanSlug)).toEqual([null, null, null, null, null]);
});
