import type { ModuleContext } from '@cms-mf/shared-contracts';
import { readUploaderConfig } from '../upload/uploader-config';
import { DriveInterruptedError, DriveSessionExpiredError } from './drive-errors';
import { driveTransfer } from './drive-transfer';
import type { PutChunk } from './resumable-upload';

const folder = Buffer.from(JSON.stringify({ id: 'folder_9', accountId: 'acct_2' })).toString('base64');
const config = readUploaderConfig((name) => ({ 'data-form_id': '150', 'data-field_id': 'drive-files', 'data-max_files': '3', 'data-upload_folder': folder })[name] ?? null, 'file');
const driveRecord = { kind: 'drive#file', id: 'f1', name: 'a.bin', size: '300000', iconLink: 'https://drive.test/i.svg', webViewLink: 'https://drive.test/f1', mimeType: 'x' };

function setup(put: PutChunk) {
  let sessions = 0;
  const call = jest.fn((_action: string, _payload: unknown): Promise<string> => {
    sessions += 1;
    return Promise.resolve(`https://drive.test/upload/s${sessions}`);
  });
  const ctx = { client: () => Promise.resolve({ call }) } as unknown as ModuleContext;
  return { call, transfer: driveTransfer(ctx, config, { put, retryDelaysMs: [], chunkSize: 262144 }) };
}
const options = () => ({ signal: new AbortController().signal, onProgress: jest.fn() });
const file = new File([new Uint8Array(300000)], 'a.bin', { type: '' });

test('asks the CMS for an upload URL with the file and folder, uploads, and returns the drive record', async () => {
  const urls: string[] = [];
  const { call, transfer } = setup(async (url, body) => {
    urls.push(url);
    return body && body.size < 262144 ? { status: 200, range: null, body: JSON.stringify(driveRecord) } : { status: 308, range: 'bytes=0-262143', body: '' };
  });
  const progress = options();
  await expect(transfer(file, progress)).resolves.toEqual({ id: 'f1', name: 'a.bin', size: 300000, iconLink: 'https://drive.test/i.svg', webViewLink: 'https://drive.test/f1' });
  expect(call).toHaveBeenCalledWith(
    'eacf7_get_google_drive_upload_url',
    { name: 'a.bin', size: 300000, type: 'application/octet-stream', folder_id: 'folder_9', account_id: 'acct_2', form_id: 150, field_id: 'drive-files' },
    expect.anything(),
  );
  expect(urls).toEqual(['https://drive.test/upload/s1', 'https://drive.test/upload/s1']);
  expect(progress.onProgress).toHaveBeenLastCalledWith(100);
});

test('Retry after a failure resumes the same session: it asks for the status first', async () => {
  const ranges: string[] = [];
  let online = false;
  const { call, transfer } = setup(async (_url, body, headers) => {
    ranges.push(headers['Content-Range'] ?? '');
    if (!online) throw new DriveInterruptedError();
    if (body === null) return { status: 308, range: 'bytes=0-262143', body: '' };
    return { status: 200, range: null, body: JSON.stringify(driveRecord) };
  });
  await expect(transfer(file, options())).rejects.toBeInstanceOf(DriveInterruptedError);
  online = true;
  await expect(transfer(file, options())).resolves.toMatchObject({ id: 'f1' });
  expect(call).toHaveBeenCalledTimes(1);
  expect(ranges).toEqual(['bytes 0-262143/300000', 'bytes */300000', 'bytes 262144-299999/300000']);
});

test('an expired session is replaced once by a new upload URL', async () => {
  let calls = 0;
  const { call, transfer } = setup(async (url) => {
    calls += 1;
    if (calls === 1) throw new DriveInterruptedError();
    if (url.endsWith('/s1')) return { status: 404, range: null, body: '' };
    return { status: 200, range: null, body: JSON.stringify(driveRecord) };
  });
  await expect(transfer(file, options())).rejects.toBeInstanceOf(DriveInterruptedError);
  await expect(transfer(file, options())).resolves.toMatchObject({ id: 'f1' });
  expect(call).toHaveBeenCalledTimes(2);
});

test('a fresh session that is gone at once is an error, not a loop', async () => {
  const { transfer } = setup(async () => ({ status: 404, range: null, body: '' }));
  await expect(transfer(file, options())).rejects.toBeInstanceOf(DriveSessionExpiredError);
});
