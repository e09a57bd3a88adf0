export { createDriveRoutes } from './drive-routes';
export { createDriveUploadSession } from './create-drive-upload-session';
export type { DriveSessionOptions, DriveUploadFile } from './create-drive-upload-session';
export { DriveSessionError } from './drive-session-error';
export type { DriveFileResource } from './drive-file-resource';
export { DRIVE_MAX_FILE_BYTES, DRIVE_SESSION_TTL_MS } from './drive-limits';
