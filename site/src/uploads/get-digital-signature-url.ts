import type { ActionHandler } from '../ajax/action-handler';
import { refuse, succeed } from '../ajax/action-handler';
import { BadFieldError } from '../form-body/bad-field-error';
import { decodePngDataUrl, SIGNATURE_MAX_BYTES } from './png-data-url';
import { uploadUrl } from './stored-files';
import { uploadVisitorKey } from './upload-quota';
import { requireForm } from '../forms/actions/find-form';

/** Base64 of the largest accepted image, plus the data-URL prefix. */
const MAX_DATA_URL_LENGTH = Math.ceil(SIGNATURE_MAX_BYTES / 3) * 4 + 64;

/**
 * `eacf7_get_digital_signature_url`: stores the signature pad's image. The
 * data URL must decode to a complete PNG (no SVG, no HTML); it is stored
 * like an upload under a server-generated name and its URL returned, which
 * the form then submits as the field's value.
 */
export const getDigitalSignatureUrl: ActionHandler<'eacf7_get_digital_signature_url'> = {
  parse(fields) {
    const image = fields.text('image', { max: MAX_DATA_URL_LENGTH });
    if (!image.startsWith('data:image/')) throw new BadFieldError('image', 'must be an image data URL');
    return { id: fields.integer('id', { min: 1 }), image: image as `data:image/${string}` };
  },
  handle(request, context) {
    const form = requireForm(context, Number(request.id), 'id');
    const field = form.fields.find((candidate) => candidate.type === 'digital_signature');
    if (!field) throw new BadFieldError('id', `form ${form.id} has no signature field`);
    const png = decodePngDataUrl(request.image);
    if (!png.ok) return refuse(png.message);
    const saved = context.files.saveWithinQuota(png.bytes, 'png', {
      display_name: `signature-${form.id}.png`,
      kind: 'signature',
      mime: 'image/png',
      size: png.bytes.length,
      form_id: form.id,
      field_id: field.name,
      media_library: 0,
      created_at: context.now().toISOString(),
      visitor: uploadVisitorKey(context.secret, context.clientIp),
    });
    if (!saved.ok) return refuse(saved.message, 413);
    return succeed(uploadUrl(saved.row.stored_name));
  },
};
