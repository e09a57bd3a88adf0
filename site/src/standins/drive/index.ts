export { createDriveRoutes } from './drive-routes';
export type { DriveFileResource } from './drive-file-resource';
export { DRIVE_MAX_FILE_BYTES, DRIVE_SESSION_TTL_MS } from './drive-limits';
