/**
 * Limits of the cloud-drive stand-in. The real drive takes terabytes and keeps
 * a session for a week; the stand-in caps the size because it runs on a
 * developer's disk and buffers each chunk in memory.
 */

/** Largest file a session may announce, in bytes (50 MiB). Larger gets 413. */
export const DRIVE_MAX_FILE_BYTES = 50 * 1024 * 1024;

/** How long a session URI stays usable (the drive's documented one week); later it is unknown (404). */
export const DRIVE_SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Session ids are 24 random bytes in base64url: this is what a session URI's last segment must look like. */
export const DRIVE_SESSION_ID = /^[A-Za-z0-9_-]{32}$/;

/** File ids have the same shape as session ids. */
export const DRIVE_FILE_ID = DRIVE_SESSION_ID;
