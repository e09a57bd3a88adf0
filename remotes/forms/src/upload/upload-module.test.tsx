import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Unmount } from '@cms-mf/shared-contracts';
import uploadModule from './index';
import { buildCf7Form, submitButton, uploaderField } from '../test-support/form-markup';
import { clientError, deferred, fakeClient, testContext, type FakeClient } from '../test-support/test-context';
import { whenPresent } from '@cms-mf/test-support/doubles/when-present';

const MB = 1024 ** 2;
const record = (name: string) => ({ name, file: `tmp-${name}`, file_user_name: name, url: `/uploads/tmp/${name}`, size: 10, type: 'application/pdf' });
const fileOf = (name: string, size = 10, type = 'application/pdf') => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const unmounts: Unmount[] = [];
afterEach(() => {
  act(() => unmounts.splice(0).forEach((unmount) => unmount()));
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

function mount(attributes: Record<string, string> = {}, kind: 'file-upload' | 'image-upload' = 'file-upload', client: FakeClient = fakeClient()) {
  const wrapper = buildCf7Form(101, uploaderField('your-files', kind, attributes) + submitButton());
  const uploader = wrapper.querySelector('.eacf7-uploader') as HTMLElement;
  const ctx = testContext(client);
  const busy: boolean[] = [];
  ctx.events.on('cmsmf:upload-busy', (detail) => busy.push(detail.busy));
  act(() => {
    unmounts.push(uploadModule.mount(uploader, ctx) as Unmount);
  });
  const input = wrapper.querySelector('input.upload-file-list') as HTMLInputElement;
  // The queue and its list are a chunk loaded on the first pick: a pick resolves once they are there.
  const pick = (...files: File[]) =>
    act(async () => {
      const picker = uploader.querySelector('input[type=file]') as HTMLInputElement;
      Object.defineProperty(picker, 'files', { value: files, configurable: true });
      fireEvent.change(picker);
      await whenPresent(uploader, '.eacf7-upload-rows');
    });
  return { wrapper, uploader, input, client, ctx, busy, pick, body: uploader.querySelector('.eacf7-uploader-body') as HTMLElement };
}

/** An upload the test finishes by hand, reporting progress in between. */
function holdUploads(client: FakeClient) {
  const pending: Array<{ resolve(v: unknown): void; reject(e: unknown): void; progress(p: number): void; signal: AbortSignal; payload: Record<string, unknown> }> = [];
  client.upload.mockImplementation((_action: string, payload: Record<string, unknown>, options: { onProgress(p: number): void; signal: AbortSignal }) => {
    const held = deferred<unknown>();
    pending.push({ ...held, progress: options.onProgress, signal: options.signal, payload });
    return held.promise;
  });
  return pending;
}

test('a picked file goes added → uploading with a real progress bar → Completed, and its record goes into the value', async () => {
  const page = mount({ 'data-max_files': '3' });
  const held = holdUploads(page.client);
  await page.pick(fileOf('cv.pdf'));
  await waitFor(() => expect(held).toHaveLength(1));
  expect(held[0]?.payload).toMatchObject({ field_id: 'your-files', form_id: 101, media_library: 0, file: expect.any(File) });
  expect(page.client.upload.mock.calls[0]?.[0]).toBe('eacf7_upload_file');

  await act(async () => held[0]?.progress(40));
  const bar = screen.getByRole('progressbar', { name: 'Upload of cv.pdf' });
  expect(bar.getAttribute('aria-valuenow')).toBe('40');
  expect((bar.firstElementChild as HTMLElement).style.width).toBe('40%');
  expect(page.uploader.getAttribute('aria-busy')).toBe('true');

  await act(async () => held[0]?.resolve(record('cv.pdf')));
  const row = page.uploader.querySelector('.file-list-item') as HTMLElement;
  expect(row.classList.contains('uploaded')).toBe(true);
  expect(within(row).getByText('Completed')).toBeTruthy();
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(JSON.parse(page.input.value)).toEqual([record('cv.pdf')]);
  expect(page.uploader.hasAttribute('aria-busy')).toBe(false);
  expect(page.busy).toEqual([true, false]);
});

test('the submit button is disabled while an upload is in flight (with ./form mounted) and the value input says so to the form', async () => {
  const page = mount({ 'data-max_files': '2' });
  const held = holdUploads(page.client);
  await page.pick(fileOf('a.pdf'), fileOf('b.pdf'));
  await waitFor(() => expect(held).toHaveLength(1));
  // One at a time: the second waits.
  const rows = page.uploader.querySelectorAll('.file-list-item');
  expect([...rows].map((row) => row.getAttribute('data-state'))).toEqual(['uploading', 'added']);
  await act(async () => held[0]?.resolve(record('a.pdf')));
  await waitFor(() => expect(held).toHaveLength(2));
  await act(async () => held[1]?.resolve(record('b.pdf')));
  expect(JSON.parse(page.input.value).map((r: { name: string }) => r.name)).toEqual(['a.pdf', 'b.pdf']);
});

test.each([
  [{ 'data-max_size': '2 MB' }, 'file-upload', [fileOf('big.pdf', 3 * MB)], 'big.pdf: File size exceeds the maximum upload size. (2 MB)'],
  [{ 'data-max_size': '', 'data-max_post_size': '1 MB' }, 'image-upload', [fileOf('big.png', 2 * MB, 'image/png')], 'big.png: Image size exceeds the maximum upload size. (1 MB)'],
  [{ 'data-extensions': 'pdf' }, 'file-upload', [fileOf('run.exe')], 'run.exe: This file type is not allowed'],
  [{}, 'image-upload', [fileOf('scan.bmp', 10, 'image/bmp')], 'scan.bmp: This image type is not allowed'],
  [{ 'data-max_files': '2' }, 'file-upload', [fileOf('a.pdf'), fileOf('b.pdf'), fileOf('c.pdf')], "You can't upload more than 2 files"],
  [{ 'data-max_files': '1' }, 'image-upload', [fileOf('a.png', 10, 'image/png'), fileOf('b.png', 10, 'image/png')], "You can't upload more than 1 images"],
] as const)('%j %s refuses with the exact message and uploads nothing', async (attributes, kind, files, message) => {
  const page = mount(attributes, kind);
  await page.pick(...files);
  expect(screen.getByRole('alert').textContent).toBe(message);
  expect(page.uploader.querySelectorAll('.file-list-item')).toHaveLength(0);
  expect(page.client.upload).not.toHaveBeenCalled();
  expect(page.input.value).toBe('');
});

test('the drop area hides at max_files and comes back when a file is removed; focus goes back to Browse', async () => {
  const page = mount({ 'data-max_files': '1' });
  const held = holdUploads(page.client);
  await page.pick(fileOf('cv.pdf'));
  expect(page.body.hidden).toBe(true);
  await waitFor(() => expect(held).toHaveLength(1));
  await act(async () => held[0]?.resolve(record('cv.pdf')));
  fireEvent.click(screen.getByRole('button', { name: 'Remove cv.pdf' }));
  await waitFor(() => expect(page.uploader.querySelectorAll('.file-list-item')).toHaveLength(0));
  expect(page.body.hidden).toBe(false);
  expect(page.input.value).toBe('');
  expect(document.activeElement).toBe(page.uploader.querySelector('.eacf7-uploader-browse'));
  // The server deletes the file too: a removed file must not stay stored.
  await waitFor(() => expect(page.client.call).toHaveBeenCalledWith('cmsmf_remove_upload', { file: 'tmp-cv.pdf' }));
});

test('cancel stops an upload in flight and removes it', async () => {
  const page = mount({ 'data-max_files': '2' });
  const held = holdUploads(page.client);
  await page.pick(fileOf('cv.pdf'));
  await waitFor(() => expect(held).toHaveLength(1));
  fireEvent.click(screen.getByRole('button', { name: 'Cancel cv.pdf' }));
  expect(held[0]?.signal.aborted).toBe(true);
  await act(async () => held[0]?.reject(Object.assign(new Error('aborted'), { name: 'AbortError' })));
  expect(page.uploader.querySelectorAll('.file-list-item')).toHaveLength(0);
  expect(page.busy).toEqual([true, false]);
  // Nothing was stored, so nothing is deleted.
  expect(page.client.call).not.toHaveBeenCalledWith('cmsmf_remove_upload', expect.anything());
});

test('a failed upload shows a retryable error, keeps the file, and Retry sends it again', async () => {
  const page = mount();
  const held = holdUploads(page.client);
  await page.pick(fileOf('cv.pdf'));
  await waitFor(() => expect(held).toHaveLength(1));
  await act(async () => held[0]?.reject(clientError('network')));
  const row = page.uploader.querySelector('.file-list-item') as HTMLElement;
  expect(row.classList.contains('error')).toBe(true);
  expect(within(row).getByRole('alert').textContent).toBe('The upload failed: the connection to the server failed. Please try again.');
  expect(page.busy).toEqual([true, false]);

  fireEvent.click(screen.getByRole('button', { name: 'Retry cv.pdf' }));
  await waitFor(() => expect(held).toHaveLength(2));
  expect(held[1]?.payload.file).toBe(held[0]?.payload.file);
  await act(async () => held[1]?.resolve(record('cv.pdf')));
  expect(within(row).getByText('Completed')).toBeTruthy();
});

test('a refusal by the server shows its words and offers no retry', async () => {
  const page = mount();
  const held = holdUploads(page.client);
  await page.pick(fileOf('cv.pdf'));
  await waitFor(() => expect(held).toHaveLength(1));
  await act(async () => held[0]?.reject(clientError('action-failed', 'File type is not allowed.')));
  expect(screen.getByText('File type is not allowed.')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Retry cv.pdf' })).toBeNull();
});

test('files dropped on the area are added; the area shows the drag state meanwhile', async () => {
  const page = mount({ 'data-max_files': '2' });
  holdUploads(page.client);
  const dataTransfer = { types: ['Files'], files: [fileOf('dropped.pdf')], dropEffect: 'none' };
  fireEvent.dragEnter(page.body, { dataTransfer });
  expect(page.uploader.classList.contains('drag-active')).toBe(true);
  act(() => {
    fireEvent.drop(page.body, { dataTransfer });
  });
  expect(page.uploader.classList.contains('drag-active')).toBe(false);
  await waitFor(() => expect(screen.getByText('dropped.pdf')).toBeTruthy());
});

test('the browse button opens the file dialog (click or keyboard: it is a button)', () => {
  const page = mount();
  const picker = page.uploader.querySelector('input[type=file]') as HTMLInputElement;
  const opened = jest.fn();
  picker.addEventListener('click', opened);
  fireEvent.click(page.uploader.querySelector('.eacf7-uploader-browse') as HTMLElement);
  fireEvent.click(page.uploader.querySelector('.uploader-text') as HTMLElement);
  expect(opened).toHaveBeenCalledTimes(2);
  expect(picker.name).toBe('');
});

test('the list empties after a successful send of its own form only', async () => {
  const page = mount({ 'data-max_files': '3' });
  const held = holdUploads(page.client);
  await page.pick(fileOf('cv.pdf'));
  await waitFor(() => expect(held).toHaveLength(1));
  await act(async () => held[0]?.resolve(record('cv.pdf')));
  const form = page.wrapper.querySelector('form') as HTMLFormElement;
  act(() => {
    form.dispatchEvent(new CustomEvent('wpcf7mailsent', { bubbles: true, detail: { contactFormId: 999 } }));
  });
  expect(page.uploader.querySelectorAll('.file-list-item')).toHaveLength(1);
  act(() => {
    form.dispatchEvent(new CustomEvent('wpcf7mailsent', { bubbles: true, detail: { contactFormId: 101 } }));
  });
  expect(page.uploader.querySelectorAll('.file-list-item')).toHaveLength(0);
  expect(page.input.value).toBe('');
});

test('unmount removes what it added and leaves the server markup as it was', () => {
  const page = mount();
  const before = page.uploader.querySelector('.eacf7-uploader-body')?.outerHTML;
  act(() => unmounts.splice(0).forEach((unmount) => unmount()));
  expect(page.uploader.querySelector('input[type=file]')).toBeNull();
  expect(page.uploader.querySelector('.eacf7-upload-list')).toBeNull();
  expect(page.uploader.querySelector('.eacf7-uploader-body')?.outerHTML).toBe(before);
  expect(document.head.querySelector('style[data-cmsmf-style-upload]')).toBeNull();
});

test('in the visual builder nothing can be picked (no real posts)', () => {
  const wrapper = buildCf7Form(101, uploaderField('f', 'file-upload'));
  const uploader = wrapper.querySelector('.eacf7-uploader') as HTMLElement;
  act(() => {
    unmounts.push(uploadModule.mount(uploader, testContext(fakeClient(), { builder: { active: true, type: 'fb' } })) as Unmount);
  });
  expect(uploader.querySelector('input[type=file]')).toBeNull();
});

test('an untouched uploader loads no list; a picked file marks it busy at once, before its list has loaded', async () => {
  const page = mount();
  expect(page.uploader.querySelector('.eacf7-upload-rows')).toBeNull();
  expect(page.uploader.querySelector('.eacf7-uploader-notices[role="alert"]')).not.toBeNull();
  holdUploads(page.client);
  act(() => {
    const picker = page.uploader.querySelector('input[type=file]') as HTMLInputElement;
    Object.defineProperty(picker, 'files', { value: [fileOf('cv.pdf')], configurable: true });
    fireEvent.change(picker);
  });
  expect(page.uploader.getAttribute('aria-busy')).toBe('true');
  expect(page.busy).toEqual([true]);
  await waitFor(() => expect(screen.getByText('cv.pdf')).toBeTruthy());
});

test('a first pick whose every file is refused leaves the uploader not busy, so a Send does not wait for it', async () => {
  const page = mount({ 'data-extensions': 'pdf' });
  await page.pick(fileOf('photo.exe', 10, 'application/octet-stream'));
  await waitFor(() => expect(page.uploader.querySelector('.eacf7-uploader-notices')?.textContent).toContain('photo.exe'));
  expect(page.uploader.hasAttribute('aria-busy')).toBe(false);
  expect(page.busy).toEqual([true, false]);
});
