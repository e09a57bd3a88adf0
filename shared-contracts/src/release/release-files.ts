/**
 * The two files of a releases folder (docs/operations.md): the release tool writes both; the
 * shell reads the pointer, and the reference site reads the record to tell which versions were served.
 */

/** The release pointer pages read: the record's lean view. */
export const RELEASE_POINTER_FILE = 'remotes.json';
/** The release record: every remote's full history. */
export const RELEASE_RECORD_FILE = 'releases.json';
/**
 * Beside a build's entry: every script's integrity hash by file name, for a tab running the build as an
 * override, and for a page falling back to a version whose files the pointer does not list.
 */
export const CHUNK_HASHES_FILE = 'cmsmf-integrity.json';
