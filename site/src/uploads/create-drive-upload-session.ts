import { DriveSessionError } from './drive-session-error';

/** The file the visitor is about to upload, as the `eacf7_get_google_drive_upload_url` action receives it. */
export interface DriveUploadFile {
  readonly name: string;
  /** Bytes. */
  readonly size: number;
  /** MIME type; empty when the browser did not know it. */
  readonly type: string;
  /** Parent folder id (`folder_id`); omitted or empty: the drive's root. */
  readonly folderId?: string;
}

export interface DriveSessionOptions {
  /** OAuth access token for the real drive; the stand-in needs none. */
  readonly accessToken?: string;
  /**
   * How to reach the endpoint. Pass `(url, init) => app.request(url, init)` to
   * call the stand-in in-process (tests without a listening server).
   * @default globalThis.fetch
   */
  readonly fetch?: (input: string, init: RequestInit) => Promise<Response>;
}

/**
 * Opens a resumable upload session at the configured drive endpoint
 * (`externalServices(...).driveUploadUrl`) and returns the session URI the
 * browser then PUTs the file to. It speaks the drive's own protocol (metadata
 * as JSON, size and type in `X-Upload-Content-*`), so pointing
 * `DRIVE_UPLOAD_URL` at `https://www.googleapis.com/upload/drive/v3/files?uploadType=resumable`
 * with an access token needs no other change.
 * @throws DriveSessionError when the drive refuses (status and its message) or is unreachable (status 0).
 */
export async function createDriveUploadSession(endpoint: string, file: DriveUploadFile, options: DriveSessionOptions = {}): Promise<string> {
  const send = options.fetch ?? ((input: string, init: RequestInit) => fetch(input, init));
  const type = file.type === '' ? 'application/octet-stream' : file.type;
  const headers: Record<string, string> = {
    'Content-Type': 'application/json; charset=UTF-8',
    'X-Upload-Content-Type': type,
    'X-Upload-Content-Length': String(file.size),
  };
  if (options.accessToken) headers.Authorization = `Bearer ${options.accessToken}`;
  const metadata = { name: file.name, mimeType: type, ...(file.folderId ? { parents: [file.folderId] } : {}) };

  let response: Response;
  try {
    response = await send(endpoint, { method: 'POST', headers, body: JSON.stringify(metadata), redirect: 'manual' });
  } catch (error) {
    throw new DriveSessionError(0, `The drive could not be reached: ${(error as Error).message}`);
  }
  if (response.status !== 200) {
    const answer = (await response.json().catch(() => null)) as { error?: { message?: unknown } } | null;
    const message = typeof answer?.error?.message === 'string' ? answer.error.message : `HTTP ${response.status}`;
    throw new DriveSessionError(response.status, `The drive refused the upload session: ${message}`);
  }
  const location = response.headers.get('location');
  if (!location || !/^https?:\/\//i.test(location)) throw new DriveSessionError(response.status, 'The drive answered without a session URI.');
  return location;
}
