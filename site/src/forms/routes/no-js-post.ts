import { createHash } from 'node:crypto';
import { tooManyFilesMessage } from '@cms-mf/shared-contracts/constants';
import type { Context, Next } from 'hono';
import type { FieldDefinition, FormDefinition } from '../../cms/form-definition';
import type { RawFields } from '../../form-body/raw-fields';
import { hasFormMediaType, readFormBody } from '../../form-body/read-form-body';
import { pageFileFor, pageResponse, readPage } from '../../pages/pages-route';
import { hasPlaceholder } from '../../pages/placeholders';
import type { SiteState } from '../../site-state';
import { checkUpload } from '../../uploads/check-upload';
import { uploadVisitorKey } from '../../uploads/upload-quota';
import { UNIT_TAG } from './cf7-feedback-route';
import { type Cf7SubmissionResult, submitCf7Form } from '../submit/cf7-submission';
import { parseBoundedJson } from '../../form-body/bounded-json';
import { FIELD_VALUE_MAX_LENGTH } from '../checks/field-messages';
import { nativeUploadName } from '../render/render-cf7-field';
import { uploadRecord } from '../checks/submitted-uploads';
import { limitRegistration } from '../../limits/limit-registration';
import { type LimitRefusal, limitMessage } from '../../limits/site-limits';
import { visitorOf } from '../../limits/visitor';

/** How long a repeated script-less post (a reload's "resend") answers as the first did, storing nothing. */
export const REPEATED_POST_WINDOW_MS = 10 * 60_000;
/** Posts remembered for that, at most (oldest forgotten first). */
const REMEMBERED_POSTS = 5000;

/**
 * CF7's own handling of a form posted without its scripts (JavaScript off,
 * the forms remote blocked or failed, or a send before it mounted): the form
 * posts to its page with the `_wpcf7` hidden fields, and the answer is the
 * page again with CF7's response in the form (`wpcf7-response-output`, the
 * form's status class, `aria-invalid` and a `wpcf7-not-valid-tip` beside each
 * refused field) and, unless it was sent, the visitor's values kept. Files
 * come as plain file parts (`_eacf7_upload_{field}[]`), checked like the
 * uploader's, counted against its limit and quota, and stored under server
 * names; their records stay in the form, so a corrected resend does not need
 * them again. The submission itself is
 * the REST route's (submit/cf7-submission.ts): stored and mailed once; the same post
 * from the same visitor again within REPEATED_POST_WINDOW_MS (a reload)
 * answers sent, storing nothing.
 *
 * A post that is not a CF7 form's goes on to the next handler.
 */
export function createCf7PagePostHandler(state: SiteState) {
  const recent = new Map<string, { readonly at: number; readonly result: Cf7SubmissionResult }>();
  return async (c: Context, next: Next): Promise<Response | void> => {
    if (!hasFormMediaType(c.req.raw)) return next();
    // A clone: a post that is not CF7's is read again by the handler it belongs to.
    const body = await readFormBody(c.req.raw.clone());
    if (!body.ok || !body.fields.has('_wpcf7')) return next();
    const { fields } = body;
    const source = await readPage(pageFileFor(state.config.pagesDir, c.req.path));
    const idText = safeText(fields, '_wpcf7', 12);
    const form = idText && /^\d{1,9}$/.test(idText) ? state.cms.forms.get(Number(idText)) : undefined;
    const unitTag = safeText(fields, '_wpcf7_unit_tag', 100) ?? '';
    // The page holds the form: as a placeholder, or as markup of its own under that (checked) unit tag.
    if (source === null || !form || form.plugin !== 'cf7' || UNIT_TAG.exec(unitTag)?.[1] !== String(form.id) || !(hasPlaceholder(source, 'form', String(form.id)) || source.includes(`id="${unitTag}"`))) {
      return c.text('This page has no such contact form.', 400);
    }
    const url = new URL(c.req.url);
    const key = await postKey(form.id, visitorOf(c), fields);
    const now = state.now().getTime();
    const repeated = recent.get(key);
    let result: Cf7SubmissionResult;
    if (repeated && now - repeated.at < REPEATED_POST_WINDOW_MS) {
      result = repeated.result;
    } else {
      const limited = limitRegistration(state, form, visitorOf(c)) ?? limitPostedFiles(state, form, fields, visitorOf(c));
      if (limited) return c.text(limitMessage(limited), 429, { 'Retry-After': String(limited.retryAfterSeconds) });
      const files = await storeNativeFiles(state, form, fields, visitorOf(c));
      result = await submitCf7Form(state, form, fields, unitTag, url.origin, { values: files.values, invalid: files.invalid });
      if (result.status !== 'validation_failed') remember(recent, key, { at: now, result });
    }
    return pageResponse(c, state, source, { path: c.req.path, origin: url.origin, query: url.searchParams, cf7: { formId: form.id, unitTag, response: result } });
  };
}

const localUploadFields = (form: FormDefinition) => form.fields.filter((field) => field.type === 'file_upload' || field.type === 'image_upload');

/** A field's file parts; an empty file input still posts one, with no name and no bytes. */
const postedFiles = (fields: RawFields, field: FieldDefinition) => fields.files(nativeUploadName(field.name)).filter((file) => file.size > 0 || file.name !== '');

/**
 * Every posted file counts against the uploader's limit, one attempt per file
 * as `eacf7_upload_file` counts one per upload, before
 * anything is stored: the same limit on both paths.
 */
function limitPostedFiles(state: SiteState, form: FormDefinition, fields: RawFields, visitor: string): LimitRefusal | null {
  const count = localUploadFields(form).reduce((total, field) => total + postedFiles(fields, field).length, 0);
  return count === 0 ? null : state.limits.take(Array.from({ length: count }, () => ['upload', visitor] as const));
}

/**
 * The file parts of each local upload field, checked like `eacf7_upload_file`
 * checks one file; when all of a field's pass they are stored and their
 * records join the field's value (with any the uploader sent before it
 * failed). One refused file refuses the field and stores none of its files.
 */
async function storeNativeFiles(state: SiteState, form: FormDefinition, fields: RawFields, visitor: string): Promise<{ values: Record<string, string>; invalid: Map<string, string> }> {
  const values: Record<string, string> = {};
  const invalid = new Map<string, string>();
  for (const field of localUploadFields(form)) {
    const files = postedFiles(fields, field);
    if (files.length === 0) continue;
    const earlier = parseRecords(safeText(fields, field.name, 64 * 1024));
    if (earlier === null) continue;
    const maxFiles = field.uploader?.max_files ?? 1;
    if (earlier.length + files.length > maxFiles) {
      invalid.set(field.name, tooManyFilesMessage(maxFiles, field.type === 'image_upload' ? 'image' : 'file'));
      continue;
    }
    const checked = [];
    for (const file of files) {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const verdict = checkUpload({ name: file.name, bytes }, field.uploader!, state.maxPostSize, field.type === 'image_upload' ? 'image' : 'file');
      if (!verdict.ok) {
        invalid.set(field.name, verdict.message);
        break;
      }
      checked.push({ bytes, verdict });
    }
    if (invalid.has(field.name)) continue;
    const records = [];
    for (const { bytes, verdict } of checked) {
      const saved = saveUpload(state, form, field, bytes, verdict, visitor);
      if (!saved.ok) {
        invalid.set(field.name, saved.message);
        break;
      }
      records.push(uploadRecord(saved.row));
    }
    if (!invalid.has(field.name)) values[field.name] = JSON.stringify([...earlier, ...records]);
  }
  return { values, invalid };
}

function saveUpload(state: SiteState, form: FormDefinition, field: FieldDefinition, bytes: Uint8Array, verdict: { safeName: string; extension: string; mime: string }, visitor: string) {
  return state.files.saveWithinQuota(bytes, verdict.extension, {
    display_name: verdict.safeName, kind: 'upload', mime: verdict.mime, size: bytes.length, form_id: form.id, field_id: field.name, media_library: 0, created_at: state.now().toISOString(),
    visitor: uploadVisitorKey(state.secret, visitor),
  });
}

/** A JSON list of records, [] for an empty value, null for anything else (left to the field's own check). */
function parseRecords(text: string | undefined): unknown[] | null {
  if (text === undefined || text.trim() === '') return [];
  const parsed = parseBoundedJson(text, { maxLength: FIELD_VALUE_MAX_LENGTH, maxDepth: 2 });
  return parsed.ok && Array.isArray(parsed.value) ? parsed.value : null;
}

function safeText(fields: RawFields, name: string, max: number): string | undefined {
  try {
    return fields.optionalText(name, { max });
  } catch {
    return undefined;
  }
}

/**
 * What makes two posts the same send: the visitor (a reload resends from the
 * same one; two visitors' identical messages are two sends),
 * the form, every text value and every file's name and content.
 */
async function postKey(formId: number, visitor: string, fields: RawFields): Promise<string> {
  const hash = createHash('sha256').update(`${JSON.stringify(visitor)}\n${formId}\n${JSON.stringify(fields.textValues())}`);
  for (const name of fields.fileNames()) {
    for (const file of fields.files(name)) hash.update(`\n${name}\n${file.name}\n`).update(new Uint8Array(await file.arrayBuffer()));
  }
  return hash.digest('hex');
}

function remember<V>(map: Map<string, V>, key: string, value: V): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > REMEMBERED_POSTS) map.delete(map.keys().next().value!);
}
