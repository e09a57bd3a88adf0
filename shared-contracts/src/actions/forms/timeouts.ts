/** Timeouts of the add-on's actions, by what the server does for them. */

/** Uploads of whole files on slow connections. */
export const UPLOAD_TIMEOUT_MS = 120_000;
/** Small reads and writes of the CMS database. */
export const DEFAULT_TIMEOUT_MS = 15_000;
/** Calls that wait on a third party (cloud drive, cart session, order store). */
export const THIRD_PARTY_TIMEOUT_MS = 30_000;
