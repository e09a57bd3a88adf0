import { canAddMore, fieldValueOf, isBusy, nextToUpload, reduceUploads, uploadedRecords, type UploadEvent, type UploadItem } from './upload-items';

type Item = UploadItem<{ file: string }>;
const run = (events: UploadEvent<{ file: string }>[], start: readonly Item[] = []) => events.reduce<readonly Item[]>(reduceUploads, start);
const added: UploadEvent<{ file: string }> = { type: 'added', files: [{ id: 'a', name: 'a.pdf', size: 10 }, { id: 'b', name: 'b.pdf', size: 20 }] };

test('added → uploading with percent → uploaded (Completed, 100%) with the record', () => {
  const items = run([added, { type: 'started', id: 'a' }, { type: 'progress', id: 'a', percent: 42.4 }]);
  expect(items[0]).toMatchObject({ state: 'uploading', percent: 42 });
  const done = run([{ type: 'uploaded', id: 'a', record: { file: 'x.pdf' } }], items);
  expect(done[0]).toEqual({ id: 'a', name: 'a.pdf', size: 10, state: 'uploaded', percent: 100, record: { file: 'x.pdf' } });
  expect(done[1]).toMatchObject({ state: 'added', percent: 0 });
});

test('uploading → error keeps the row (and the file) for a retry, which queues it again', () => {
  const failed = run([added, { type: 'started', id: 'a' }, { type: 'failed', id: 'a', error: 'The upload failed.', retryable: true }]);
  expect(failed[0]).toMatchObject({ state: 'error', error: 'The upload failed.', retryable: true });
  const retried = run([{ type: 'retried', id: 'a' }], failed);
  expect(retried[0]).toEqual({ id: 'a', name: 'a.pdf', size: 10, state: 'added', percent: 0 });
});

test('events that do not fit the state change nothing (late callbacks of a cancelled upload)', () => {
  const items = run([added]);
  expect(reduceUploads(items, { type: 'progress', id: 'a', percent: 50 })).toBe(items);
  expect(reduceUploads(items, { type: 'uploaded', id: 'a', record: { file: 'x' } })).toBe(items);
  expect(reduceUploads(items, { type: 'retried', id: 'a' })).toBe(items);
  expect(reduceUploads(items, { type: 'started', id: 'zzz' })).toBe(items);
  expect(reduceUploads(items, { type: 'removed', id: 'zzz' })).toBe(items);
  const removed = run([{ type: 'removed', id: 'a' }], items);
  expect(reduceUploads(removed, { type: 'progress', id: 'a', percent: 90 })).toBe(removed);
});

test('percent is clamped to 0..100 and rounded', () => {
  const items = run([added, { type: 'started', id: 'a' }, { type: 'progress', id: 'a', percent: 140 }]);
  expect(items[0]?.percent).toBe(100);
  expect(run([{ type: 'progress', id: 'a', percent: Number.NaN }], items)[0]?.percent).toBe(0);
});

test('one upload at a time, in order; busy while anything waits or uploads', () => {
  let items = run([added]);
  expect(nextToUpload(items)?.id).toBe('a');
  expect(isBusy(items)).toBe(true);
  items = run([{ type: 'started', id: 'a' }], items);
  expect(nextToUpload(items)).toBeUndefined();
  items = run([{ type: 'uploaded', id: 'a', record: { file: 'a1' } }], items);
  expect(nextToUpload(items)?.id).toBe('b');
  items = run([{ type: 'started', id: 'b' }, { type: 'failed', id: 'b', error: 'x', retryable: true }], items);
  expect(isBusy(items)).toBe(false);
  expect(nextToUpload(items)).toBeUndefined();
});

test('the value is the uploaded records as JSON, empty when none; the area shows below max_files', () => {
  const items = run([added, { type: 'started', id: 'a' }, { type: 'uploaded', id: 'a', record: { file: 'a1' } }]);
  expect(uploadedRecords(items)).toEqual([{ file: 'a1' }]);
  expect(fieldValueOf(uploadedRecords(items))).toBe('[{"file":"a1"}]');
  expect(fieldValueOf([])).toBe('');
  expect(canAddMore(items, 3)).toBe(true);
  expect(canAddMore(items, 2)).toBe(false);
  expect(canAddMore(run([{ type: 'removed', id: 'b' }], items), 2)).toBe(true);
  expect(run([{ type: 'reset' }], items)).toEqual([]);
});
