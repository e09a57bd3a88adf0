import { DRIVE_MAX_FILE_BYTES } from './drive-limits';

/** The file a resumable session is opened for, after validation. */
export interface DriveSessionRequest {
  readonly name: string;
  /** Bytes the upload must deliver. */
  readonly size: number;
  readonly mimeType: string;
  /** Parent folder; `root` when none is given (the drive's own default). */
  readonly folderId: string;
}

export type ParsedDriveSessionRequest =
  | { readonly ok: true; readonly value: DriveSessionRequest }
  | { readonly ok: false; readonly status: 400 | 413; readonly message: string };

// Control and bidi-override characters make a name display as something it is not.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_NAME = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const MIME_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/i;
const FOLDER_ID = /^[A-Za-z0-9_-]{1,128}$/;

const refuse = (message: string, status: 400 | 413 = 400): ParsedDriveSessionRequest => ({ ok: false, status, message });

function readSize(bodySize: unknown, headerSize: string | undefined): number | null | 'conflict' {
  const parse = (value: unknown) => {
    if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null;
    if (typeof value === 'string' && /^\d{1,15}$/.test(value)) return Number(value);
    return null;
  };
  const fromBody = bodySize === undefined ? undefined : parse(bodySize);
  const fromHeader = headerSize === undefined ? undefined : parse(headerSize);
  if (fromBody === null || fromHeader === null) return null;
  if (fromBody !== undefined && fromHeader !== undefined && fromBody !== fromHeader) return 'conflict';
  return fromBody ?? fromHeader ?? null;
}

/**
 * Validates a session request in either of two shapes: the one this project
 * documents (`{name, size, type, folder_id}`, what the ajax action receives)
 * or the drive's own (`{name, mimeType, parents: [id]}` with the size and type
 * in `X-Upload-Content-Length` / `X-Upload-Content-Type`), which is what
 * `createDriveUploadSession` sends so it works unchanged against the real drive.
 */
export function parseDriveSessionRequest(body: Readonly<Record<string, unknown>>, headers: Headers): ParsedDriveSessionRequest {
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (name === '') return refuse('name is required.');
  if (name.length > 255) return refuse('name is longer than 255 characters.');
  if (UNSAFE_NAME.test(name)) return refuse('name contains control or bidi characters.');

  const size = readSize(body.size, headers.get('x-upload-content-length') ?? undefined);
  if (size === 'conflict') return refuse('size and X-Upload-Content-Length disagree.');
  if (size === null) return refuse('size must be a whole number of bytes.');
  if (size > DRIVE_MAX_FILE_BYTES) return refuse(`The file is larger than the ${DRIVE_MAX_FILE_BYTES} bytes this drive accepts.`, 413);

  const typeValue = body.type ?? body.mimeType ?? headers.get('x-upload-content-type') ?? '';
  if (typeof typeValue !== 'string') return refuse('type must be a MIME type.');
  if (typeValue !== '' && !MIME_TYPE.test(typeValue)) return refuse('type must be a MIME type.');
  const mimeType = typeValue === '' ? 'application/octet-stream' : typeValue.toLowerCase();

  const parents = body.parents;
  if (parents !== undefined && (!Array.isArray(parents) || parents.length > 1)) return refuse('parents must list one folder id.');
  const folderValue = body.folder_id ?? (Array.isArray(parents) ? parents[0] : undefined) ?? '';
  if (typeof folderValue !== 'string') return refuse('folder_id must be a folder id.');
  if (folderValue !== '' && !FOLDER_ID.test(folderValue)) return refuse('folder_id must be a folder id.');

  return { ok: true, value: { name, size, mimeType, folderId: folderValue === '' ? 'root' : folderValue } };
}
