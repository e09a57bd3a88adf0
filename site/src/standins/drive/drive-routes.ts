import { Hono } from 'hono';
import { browserCors } from '../http/browser-cors';
import { standinsBaseUrl } from '../http/base-url';
import { readJsonBody } from '../http/json-body';
import type { StandinsRuntime } from '../standins-runtime';
import { handleDriveDownload, handleDriveIcon } from './drive-download';
import { driveError } from './drive-error';
import { parseDriveSessionRequest } from './drive-session-request';
import { createDriveStore } from './drive-store';
import { handleDriveUpload } from './drive-upload';

/**
 * The cloud-drive stand-in (Google Drive v3 resumable upload shape):
 * - `POST /drive/sessions` opens a session; 200 with `Location` = session URI.
 *   Called by the site's server (the `eacf7_get_google_drive_upload_url`
 *   action), so it has no CORS.
 * - `PUT /drive/upload/:sessionId` takes chunks from the visitor's browser (CORS).
 * - `GET /drive/files/:fileId` and `GET /drive/icons/:icon` serve the links of the file record.
 */
export function createDriveRoutes(runtime: StandinsRuntime): Hono {
  const store = createDriveStore(runtime.db, runtime.dataDir);
  const app = new Hono();

  app.post('/drive/sessions', async (c) => {
    const body = await readJsonBody(c.req.raw);
    if (!body.ok) return driveError(body.status, body.status === 415 ? 'unsupportedMediaType' : body.status === 413 ? 'uploadTooLarge' : 'badRequest', body.message);
    const request = parseDriveSessionRequest(body.value, c.req.raw.headers);
    if (!request.ok) return driveError(request.status, request.status === 413 ? 'uploadTooLarge' : 'badRequest', request.message);
    const session = store.createSession(request.value, runtime.now());
    const baseUrl = standinsBaseUrl(c, '/drive/sessions', runtime.publicBaseUrl);
    return new Response(null, { status: 200, headers: { Location: `${baseUrl}/drive/upload/${session.id}`, 'Cache-Control': 'no-store' } });
  });

  app.use('/drive/upload/*', browserCors(['PUT'], ['Range']));
  app.put('/drive/upload/:sessionId', (c) => handleDriveUpload(c, runtime, store));
  app.get('/drive/files/:fileId', (c) => handleDriveDownload(c, store));
  app.get('/drive/icons/:icon', (c) => handleDriveIcon(c));
  return app;
}
