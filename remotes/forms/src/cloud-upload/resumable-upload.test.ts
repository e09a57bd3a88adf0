import { DriveAbortError, DriveInterruptedError, DriveRefusedError, DriveSessionExpiredError } from './drive-errors';
import { uploadResumable, type PutAnswer, type PutChunk } from './resumable-upload';

const Q = 256 * 1024;
const record = { id: 'f1', name: 'big.bin', size: String(3 * Q + 10), iconLink: 'https://x/i.svg', webViewLink: 'https://x/f1' };

/** A drive session in memory: 308 with Range until complete; `fail` decides which PUTs are lost. */
function fakeDrive(total: number, fail: (call: number, range: string) => 'lost' | 'cut' | number | null = () => null) {
  let received = 0;
  const calls: string[] = [];
  const put: PutChunk = async (_url, body, headers, { onProgress }) => {
    const range = headers['Content-Range'] ?? '';
    calls.push(range);
    const outcome = fail(calls.length, range);
    if (outcome === 'lost') throw new DriveInterruptedError();
    if (typeof outcome === 'number') return { status: outcome, range: null, body: '' };
    const answer = (): PutAnswer =>
      received === total ? { status: 200, range: null, body: JSON.stringify(record) } : { status: 308, range: received > 0 ? `bytes=0-${received - 1}` : null, body: '' };
    if (body === null) return answer();
    // A cut-off chunk: half of it arrives, then the connection drops.
    const arrived = outcome === 'cut' ? Math.floor(body.size / 2) : body.size;
    onProgress?.(arrived);
    received += arrived;
    if (outcome === 'cut') throw new DriveInterruptedError();
    return answer();
  };
  return { put, calls, received: () => received };
}

const options = (put: PutChunk, extra: Partial<Parameters<typeof uploadResumable>[2]> = {}) => ({
  put,
  chunkSize: Q,
  signal: new AbortController().signal,
  onProgress: jest.fn(),
  retryDelaysMs: [1, 1, 1],
  sleep: () => Promise.resolve(),
  ...extra,
});

const file = new Blob([new Uint8Array(3 * Q + 10)]);

test('sends the file in chunks and resolves the file record after the last one', async () => {
  const drive = fakeDrive(file.size);
  const progress = jest.fn();
  await expect(uploadResumable('https://drive/s1', file, options(drive.put, { onProgress: progress }))).resolves.toEqual(record);
  expect(drive.calls).toEqual([`bytes 0-${Q - 1}/${file.size}`, `bytes ${Q}-${2 * Q - 1}/${file.size}`, `bytes ${2 * Q}-${3 * Q - 1}/${file.size}`, `bytes ${3 * Q}-${3 * Q + 9}/${file.size}`]);
  expect(progress).toHaveBeenLastCalledWith(file.size);
});

test('after a lost chunk it asks the session what arrived and resumes from there, sending nothing twice', async () => {
  const drive = fakeDrive(file.size, (call) => (call === 3 ? 'cut' : null));
  await expect(uploadResumable('https://drive/s1', file, options(drive.put))).resolves.toEqual(record);
  const half = 2 * Q + Q / 2;
  expect(drive.calls.slice(2)).toEqual([
    `bytes ${2 * Q}-${3 * Q - 1}/${file.size}`,
    `bytes */${file.size}`,
    `bytes ${half}-${file.size - 1}/${file.size}`,
  ]);
  expect(drive.received()).toBe(file.size);
});

test('a 5xx is an interruption too; the waits between attempts are the given delays', async () => {
  const drive = fakeDrive(file.size, (call) => (call === 1 ? 503 : null));
  const sleep = jest.fn(() => Promise.resolve());
  await uploadResumable('https://drive/s1', file, options(drive.put, { sleep, retryDelaysMs: [250] }));
  expect(sleep).toHaveBeenCalledWith(250, expect.anything());
  expect(drive.calls[1]).toBe(`bytes */${file.size}`);
});

test('when the attempts run out it rejects with the interruption, and a later resume continues', async () => {
  let offline = true;
  const drive = fakeDrive(file.size, (call) => (offline && call >= 2 ? 'lost' : null));
  await expect(uploadResumable('https://drive/s1', file, options(drive.put, { retryDelaysMs: [1, 1] }))).rejects.toBeInstanceOf(DriveInterruptedError);
  expect(drive.received()).toBe(Q);
  offline = false;
  await expect(uploadResumable('https://drive/s1', file, options(drive.put, { resume: true }))).resolves.toEqual(record);
  expect(drive.calls.filter((range) => range.startsWith('bytes 0-'))).toHaveLength(1);
});

test('a gone session and other refusals are not retried', async () => {
  await expect(uploadResumable('u', file, options(fakeDrive(file.size, () => 404).put))).rejects.toBeInstanceOf(DriveSessionExpiredError);
  await expect(uploadResumable('u', file, options(fakeDrive(file.size, () => 403).put))).rejects.toMatchObject({ name: 'DriveRefusedError', status: 403 });
  await expect(uploadResumable('u', file, options(fakeDrive(file.size, () => 413).put))).rejects.toBeInstanceOf(DriveRefusedError);
});

test('an aborted signal stops before the next request', async () => {
  const controller = new AbortController();
  controller.abort();
  await expect(uploadResumable('u', file, options(fakeDrive(file.size).put, { signal: controller.signal }))).rejects.toBeInstanceOf(DriveAbortError);
});

test('an empty file is one request', async () => {
  const drive = fakeDrive(0);
  await expect(uploadResumable('u', new Blob([]), options(drive.put))).resolves.toEqual(record);
  expect(drive.calls).toEqual(['bytes */0']);
});
