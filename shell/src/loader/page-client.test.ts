/** @jest-environment jsdom */
import { isShellError } from './errors/shell-error';

let failNext = true;
jest.mock('./create-page-client', () => {
  if (failNext) {
    failNext = false;
    throw new Error('chunk failed to download');
  }
  return { createPageClient: () => ({ id: 'client' }) };
});

test('a client chunk that fails to download is reported once, and the next call downloads it again', async () => {
  const { getPageClient } = await import('./page-client');
  const reports: unknown[] = [];
  const failed = await getPageClient(window, (error) => reports.push(error)).catch((error: unknown) => error);
  expect(isShellError(failed, 'ShellChunkError')).toBe(true);
  expect(reports).toHaveLength(1);
  jest.resetModules();
  await expect(getPageClient(window, (error) => reports.push(error))).resolves.toEqual({ id: 'client' });
  expect(reports).toHaveLength(1);
});
