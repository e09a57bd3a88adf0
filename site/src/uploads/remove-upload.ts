import type { ActionHandler } from '../ajax/action-handler';
import { refuse, succeed } from '../ajax/action-handler';
import { STORED_NAME_PATTERN } from './stored-files';
import { uploadVisitorKey } from './upload-quota';

/** One answer for every refusal, so a visitor learns nothing about files that are not theirs. */
export const REMOVE_UPLOAD_REFUSED = 'This file cannot be removed: it was sent with a form, or is not yours.';

/**
 * `cmsmf_remove_upload`: a visitor's Remove in the uploader, which must not
 * leave the file stored and downloadable. Only an upload of theirs (the visitor key its row was stored
 * with) that no submission took is deleted: its file leaves the disk and its
 * row is marked removed. A sent file, a signature, or another visitor's file
 * is refused and left as it is.
 */
export const removeUpload: ActionHandler<'cmsmf_remove_upload'> = {
  parse: (fields) => ({ file: fields.text('file', { max: 64, pattern: STORED_NAME_PATTERN }) }),
  handle(request, context) {
    const row = context.repos.uploads.byStoredName(request.file);
    if (!row || row.kind !== 'upload') return refuse(REMOVE_UPLOAD_REFUSED);
    const removed = context.files.discard(row, uploadVisitorKey(context.secret, context.clientIp));
    return removed ? succeed({ removed: true }) : refuse(REMOVE_UPLOAD_REFUSED);
  },
};
