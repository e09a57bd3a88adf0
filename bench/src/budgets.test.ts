import { BUDGETS, budgetOverrun } from './budgets';

test('within budget: no message', () => {
  expect(budgetOverrun('gallery', 2048, 2048)).toBeNull();
});

test('an overrun names the page, the figure and the budget', () => {
  expect(budgetOverrun('gallery /demo/gallery.html', 47_000, 46_080)).toBe(
    'gallery /demo/gallery.html: 47000 B gz of JS is over its budget of 46080 B (45.9 KB > 45.0 KB, bench/src/budgets.ts)',
  );
});

test('the shell budget is the issue’s 2 KB and every page type has a budget', () => {
  expect(BUDGETS.shellInitialChunk).toBe(2048);
  expect(Object.keys(BUDGETS.pages).sort()).toEqual(['checkout', 'contactForm', 'gallery', 'noModule', 'payments', 'theme']);
});
