/** @jest-environment jsdom */
import { copyLink } from './copy-link';

const linkInput = () => {
  document.body.innerHTML = '<button type="button">Copy link</button><input type="text" readonly value="https://example.test/form?eacf7_state=abc">';
  return document.querySelector('input')!;
};
const clipboard = (writeText: () => Promise<void>) => Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn(writeText) }, configurable: true });
const execCommand = (result: boolean | 'throws') =>
  Object.defineProperty(document, 'execCommand', { value: jest.fn(() => { if (result === 'throws') throw new Error('refused'); return result; }), configurable: true });

afterEach(() => {
  document.body.innerHTML = '';
});

test('the clipboard took the link: a copy happened', async () => {
  const link = linkInput();
  clipboard(() => Promise.resolve());
  execCommand(false);
  await expect(copyLink(link)).resolves.toBe(true);
  expect(navigator.clipboard.writeText).toHaveBeenCalledWith('https://example.test/form?eacf7_state=abc');
  expect(document.execCommand).not.toHaveBeenCalled();
});

test('no clipboard, but the copy command took the selected link: a copy happened', async () => {
  const link = linkInput();
  clipboard(() => Promise.reject(new Error('NotAllowedError')));
  execCommand(true);
  await expect(copyLink(link)).resolves.toBe(true);
  expect(document.execCommand).toHaveBeenCalledWith('copy');
});

test.each([false, 'throws'] as const)('both refused (copy command %s): no copy, and the link is focused and selected for the visitor', async (result) => {
  const link = linkInput();
  (document.querySelector('button') as HTMLButtonElement).focus();
  clipboard(() => Promise.reject(new Error('NotAllowedError')));
  execCommand(result);
  await expect(copyLink(link)).resolves.toBe(false);
  expect(document.activeElement).toBe(link);
  expect([link.selectionStart, link.selectionEnd]).toEqual([0, link.value.length]);
});
