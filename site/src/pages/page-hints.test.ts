import { pageHints } from './page-hints';

const parts = { shell: '<shell>', loader: '<loader>', modules: '<entry>\n<chunk>' };

test('a page that holds a module a tap would load hints the shell, then the remote loader, then the module’s files', () => {
  expect(pageHints(parts, false)).toBe('<shell>\n<loader>\n<entry>\n<chunk>');
});

test('a visitor who asked to save data gets the shell’s hints only: no module code before intent', () => {
  expect(pageHints(parts, true)).toBe('<shell>');
});

test('no remote loader on a page whose modules a tap would not load (nothing to hint for it)', () => {
  expect(pageHints({ ...parts, modules: '' }, false)).toBe('<shell>');
});

test('module hints without a loader hint when the shell’s manifest names none (an older shell)', () => {
  expect(pageHints({ ...parts, loader: '' }, false)).toBe('<shell>\n<entry>\n<chunk>');
});

test('nothing when the served shell is not ours', () => {
  expect(pageHints({ ...parts, shell: '' }, false)).toBe('');
});
