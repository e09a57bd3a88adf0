import { parseCommandLine } from './cli-args';

test('canary guard rails: each one given is read, the others left to the running canary or the defaults', () => {
  expect(parseCommandLine(['canary', 'gallery', '--version', 'v', '--percent', '10']).invocation).toEqual({ command: 'canary', remote: 'gallery', version: 'v', from: undefined, percent: 10, guard: {} });
  const { invocation } = parseCommandLine(['canary', 'gallery', '--version', 'v', '--percent', '10', '--max-failure-rate', '0.5', '--max-inp-regression', '0', '--min-page-views', '200']);
  expect(invocation).toMatchObject({ guard: { maxFailureRate: 0.5, maxInpRegressionMs: 0, minPageViews: 200 } });
  expect(() => parseCommandLine(['canary', 'gallery', '--version', 'v', '--percent', '10', '--min-page-views', '2.5'])).toThrow('--min-page-views wants a whole number of page views, 1 or more, not "2.5"');
  expect(() => parseCommandLine(['canary', 'gallery', '--version', 'v', '--percent', '10', '--max-inp-regression', '1e3'])).toThrow('not "1e3"');
});

test('watch names one remote and may name the database', () => {
  expect(parseCommandLine(['watch', 'gallery', '--db', '/tmp/site.sqlite']).invocation).toEqual({ command: 'watch', remote: 'gallery', db: '/tmp/site.sqlite' });
  expect(() => parseCommandLine(['watch', 'gallery', 'theme'])).toThrow('unexpected "theme"');
  expect(() => parseCommandLine(['watch', 'Gallery!'])).toThrow('is not a remote');
});
