import type { ActionHandler } from '../ajax/action-handler';
import { refuse, succeed } from '../ajax/action-handler';
import { checkUpload } from './check-upload';
import { uploadUrl } from './stored-files';
import { uploadVisitorKey } from './upload-quota';
import { FIELD_NAME, requireField, requireForm } from '../forms/actions/find-form';

/**
 * `eacf7_upload_file`: one local file for an upload field. Limits and the
 * extension allowlist come from the field's catalogue config, never from the
 * request; the file is stored under a server-generated name and its record
 * returned. The form submission later references it by that name.
 */
export const uploadFile: ActionHandler<'eacf7_upload_file'> = {
  parse: (fields) => ({
    media_library: fields.integer('media_library', { min: 0, max: 1 }) as 0 | 1,
    field_id: fields.text('field_id', { max: 64, pattern: FIELD_NAME }),
    form_id: fields.integer('form_id', { min: 1 }),
    file: fields.file('file'),
  }),
  async handle(request, context) {
    const form = requireForm(context, request.form_id, 'form_id');
    const field = requireField(form, request.field_id, ['file_upload', 'image_upload'], 'field_id');
    const name = request.file instanceof File ? request.file.name : '';
    const bytes = new Uint8Array(await request.file.arrayBuffer());
    const kind = field.type === 'image_upload' ? 'image' : 'file';
    const verdict = checkUpload({ name, bytes }, field.uploader!, context.maxPostSize, kind);
    if (!verdict.ok) return refuse(verdict.message, verdict.status);
    const saved = context.files.saveWithinQuota(bytes, verdict.extension, {
      display_name: verdict.safeName,
      kind: 'upload',
      mime: verdict.mime,
      size: bytes.length,
      form_id: form.id,
      field_id: field.name,
      // The site has no media library; the wish is recorded, never trusted to widen anything.
      media_library: field.uploader!.media_library && request.media_library === 1 ? 1 : 0,
      created_at: context.now().toISOString(),
      visitor: uploadVisitorKey(context.secret, context.clientIp),
    });
    if (!saved.ok) return refuse(saved.message, 413);
    const { row } = saved;
    return succeed({ name: verdict.safeName, file: row.stored_name, file_user_name: name.normalize('NFC'), url: uploadUrl(row.stored_name), size: row.size, type: row.mime });
  },
};
