import { parseCommandLine } from './cli-args';

test('canary guard rails: each one given is read, the others left to the running canary or the defaults', () => {
  expect(parseCommandLine(['canary', 'gallery', '--version', 'v', '--percent', '10']).invocation).toEqual({ command: 'canary', remote: 'gallery', version: 'v', from: undefined, percent: 10, guard: {} });
  const { invocation } = parseCommandLine(['canary', 'gallery', '--version', 'v', '--percent', '10', '--max-failure-rate', '0.5', '--max-inp-regression', '0', '--min-page-views', '200']);
  expect(invocation).toMatchObject({ guard: { maxFailureRate: 0.5, maxInpRegressionMs: 0, minPageViews: 200 } });
  expect(() => parseCommandLine(['canary', 'gallery', '--version', 'v', '--percent', '10', '--min-page-views', '2.5'])).toThrow('--min-page-views wants a whole number of page views, 1 or more, not "2.5"');
  expect(() => parseCommandLine(['canary', 'gallery', '--version', 'v', '--percent', '10', '--max-inp-regression', '1e3'])).toThrow('not "1e3"');
  // Each refusal is one line with the usage, as every usage error of the tool (cli.test.ts runs the tool itself).
  const refused: Array<[string[], string]> = [
    [['--max-failure-rate', '101'], '--max-failure-rate wants percentage points, 0 to 100, not "101"'],
    [['--max-inp-regression', '-5'], '--max-inp-regression wants milliseconds, 0 or more, not "-5"'],
    [['--min-page-views', '0'], '--min-page-views wants a whole number of page views, 1 or more, not "0"'],
  ];
  for (const [args, message] of refused) expect(() => parseCommandLine(['canary', 'gallery', '--version', 'v', '--percent', '5', ...args])).toThrow(`${message}; usage: release canary <remote>`);
});

test('watch names one remote and may name the database', () => {
  expect(parseCommandLine(['watch', 'gallery', '--db', '/tmp/site.sqlite']).invocation).toEqual({ command: 'watch', remote: 'gallery', db: '/tmp/site.sqlite' });
  expect(() => parseCommandLine(['watch', 'gallery', 'theme'])).toThrow('unexpected "theme"');
  expect(() => parseCommandLine(['watch', 'Gallery!'])).toThrow('is not a remote');
  expect(() => parseCommandLine(['watch'])).toThrow('watch wants the name of a remote');
  expect(() => parseCommandLine(['watch', 'gallery', '--percent', '5'])).toThrow('watch takes no --percent');
});
