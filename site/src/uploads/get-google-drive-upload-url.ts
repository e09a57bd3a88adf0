import { sizeExceededMessage, typeNotAllowedMessage } from '@cms-mf/shared-contracts/constants';
import type { ActionHandler } from '../ajax/action-handler';
import { refuse, succeed } from '../ajax/action-handler';
import { effectiveMaxSize, formatBytes, INVALID_NAME_MESSAGE } from './check-upload';
import { checkUploadName } from './upload-name';
import { FIELD_NAME, requireField, requireForm } from '../forms/actions/find-form';

const ID = /^[A-Za-z0-9_@.-]{1,128}$/;

/**
 * `eacf7_get_google_drive_upload_url`: opens a resumable upload session at the
 * cloud drive for one file and answers its session URI. The file's name and
 * size are checked against the field's config first (the bytes go straight to
 * the drive, which takes no more than the size the session was opened for),
 * and the folder is the field's configured one.
 */
export const getGoogleDriveUploadUrl: ActionHandler<'eacf7_get_google_drive_upload_url'> = {
  parse: (fields) => ({
    name: fields.text('name', { max: 255 }),
    size: fields.integer('size', { min: 1 }),
    type: fields.optionalText('type', { max: 127, pattern: /^[a-z0-9.+-]+\/[a-z0-9.+-]+$/i }) ?? '',
    folder_id: fields.optionalText('folder_id', { max: 128, pattern: ID }) ?? '',
    account_id: fields.optionalText('account_id', { max: 128, pattern: ID }) ?? '',
    form_id: fields.integer('form_id', { min: 1 }),
    field_id: fields.text('field_id', { max: 64, pattern: FIELD_NAME }),
  }),
  async handle(request, context) {
    const form = requireForm(context, request.form_id, 'form_id');
    const uploader = requireField(form, request.field_id, ['google_drive_upload'], 'field_id').uploader!;
    // The same limit as every uploader (forms-addon.md §5): the drive's session is opened for at most this size.
    const limit = effectiveMaxSize(uploader, context.maxPostSize);
    if (request.size > limit) return refuse(sizeExceededMessage('file', formatBytes(limit)), 413);
    const name = checkUploadName(request.name, uploader.extensions);
    if (!name.ok) return refuse(name.reason === 'type' ? typeNotAllowedMessage('file') : INVALID_NAME_MESSAGE);
    const folderId = uploader.folder_id ?? '';
    if (request.folder_id !== '' && request.folder_id !== folderId) return refuse('This upload folder is not allowed for this field.');
    try {
      const url = await context.external.openDriveSession({ name: name.safeName, size: request.size, type: request.type, folderId: folderId || undefined }, context.origin);
      return succeed(url);
    } catch (error) {
      return refuse(`The cloud drive refused the upload: ${(error as Error).message}`, 502);
    }
  },
};
