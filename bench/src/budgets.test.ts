import { BUDGETS, budgetOverrun, clsOverrun, inpOverrun, lcpOverrun, runtimeAddedCls, VITALS_BUDGETS } from './budgets';

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

describe('Web Vitals budgets', () => {
  test('the issue’s figures: 0.01 CLS added, 100 ms INP p75, LCP within 50 ms of the runtime blocked', () => {
    expect(VITALS_BUDGETS).toEqual({ runtimeAddedCls: 0.01, inpP75Ms: 100, lcpOverBlockedMs: 50 });
  });

  test('the runtime’s share of CLS is what it adds to the server markup’s own, never negative', () => {
    expect(runtimeAddedCls(0.685, 0.041)).toBeCloseTo(0.644);
    expect(runtimeAddedCls(0.02, 0.05)).toBe(0);
  });

  test('CLS: within budget at 0.01 added, over it past that, naming both figures', () => {
    expect(clsOverrun('/demo/theme.html phone', 0.015, 0.005)).toBeNull();
    expect(clsOverrun('/demo/theme.html phone', 0.685, 0.041)).toBe(
      '/demo/theme.html phone: the runtime adds 0.644 CLS (0.685 against 0.041 with it blocked), over its budget of 0.01 (bench/src/budgets.ts)',
    );
  });

  test('INP: p75 at 100 ms is within budget, above it is not', () => {
    expect(inpOverrun('slider next', 100)).toBeNull();
    expect(inpOverrun('slider next', 104)).toBe('slider next: INP p75 104 ms is over its budget of 100 ms (bench/src/budgets.ts)');
  });

  test('LCP: up to 50 ms later than with the runtime blocked is within tolerance', () => {
    expect(lcpOverrun('gallery phone', 850, 800)).toBeNull();
    expect(lcpOverrun('gallery phone', 900, 800)).toBe(
      'gallery phone: LCP 900 ms is 100 ms later than with the runtime blocked (800 ms), over the 50 ms tolerance (bench/src/budgets.ts)',
    );
  });
});
