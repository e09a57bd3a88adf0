import { portfolioColumnsForWidth } from './layout';

test('portfolio columns: 5 at 1600+, 4 at 1024+, 3 at 768+, 2 at 480+, else 1', () => {
  expect([1920, 1600, 1599, 1024, 1023, 768, 767, 480, 479, 0].map(portfolioColumnsForWidth)).toEqual([5, 5, 4, 4, 3, 3, 2, 2, 1, 1]);
});
