import { DRIVE_MAX_FILE_BYTES } from '../standins';
import { startStandins, type RunningStandins } from '../standins/testing/start-standins';
import { createDriveUploadSession } from './create-drive-upload-session';
import { DriveSessionError } from './drive-session-error';

let standins: RunningStandins;
beforeAll(async () => {
  standins = await startStandins();
});
afterAll(() => standins.close());

test('createDriveUploadSession opens a session in the drive protocol and reports refusals', async () => {
  const uri = await createDriveUploadSession(`${standins.base}/drive/sessions`, { name: 'notes.txt', size: 3, type: 'text/plain', folderId: 'abc' });
  const response = await fetch(uri, { method: 'PUT', headers: { 'Content-Range': 'bytes 0-2/3' }, body: 'abc' });
  expect(await response.json()).toMatchObject({ name: 'notes.txt', mimeType: 'text/plain', size: '3' });

  const refused = createDriveUploadSession(`${standins.base}/drive/sessions`, { name: 'big.bin', size: DRIVE_MAX_FILE_BYTES + 1, type: '' });
  await expect(refused).rejects.toBeInstanceOf(DriveSessionError);
  await expect(refused).rejects.toMatchObject({ status: 413 });
  await expect(createDriveUploadSession('http://127.0.0.1:1/drive/sessions', { name: 'a', size: 1, type: '' })).rejects.toMatchObject({ status: 0 });
});
