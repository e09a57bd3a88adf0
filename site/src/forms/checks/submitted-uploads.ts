import { tooManyFilesMessage } from '@cms-mf/shared-contracts/constants';
import { isRecord } from '@cms-mf/shared-contracts';
import type { FieldDefinition, FormDefinition } from '../../cms/form-definition';
import type { Repositories } from '../../db/repositories';
import type { UploadRow } from '../../uploads/uploads-repository';
import { parseBoundedJson } from '../../form-body/bounded-json';
import { FIELD_MESSAGES, FIELD_VALUE_MAX_LENGTH } from './field-messages';
import type { PostedValue } from './field-validation';
import { STORED_NAME_PATTERN, uploadUrl } from '../../uploads/stored-files';

export type UploadsCheck = { readonly ok: true; readonly uploads: readonly UploadRow[]; readonly records: readonly unknown[] } | { readonly ok: false; readonly reason: string };

/**
 * Resolves an upload field's value (the hidden `upload-file-list` input: the
 * JSON list of records `eacf7_upload_file` returned) against the uploads
 * table. Only the server-generated `file` name of each record is read; the
 * records kept are rebuilt from the server's own upload rows, so a client's
 * made-up URL, size or extra key never reaches the database or the mail. A
 * file must have been uploaded to this form and field and not be part of
 * another submission. Cloud-drive records live at the drive: their shape is
 * checked and only their bounded known keys are kept.
 */
export function checkSubmittedUploads(form: FormDefinition, field: FieldDefinition, posted: PostedValue, repos: Repositories): UploadsCheck {
  const text = typeof posted === 'string' ? posted.trim() : '';
  if (posted !== undefined && typeof posted !== 'string') return { ok: false, reason: FIELD_MESSAGES.uploadInvalid };
  let records: unknown[] = [];
  if (text !== '') {
    // A list of flat records: a few KB at most, two levels deep.
    const parsed = parseBoundedJson(text, { maxLength: FIELD_VALUE_MAX_LENGTH, maxDepth: 2 });
    if (!parsed.ok || !Array.isArray(parsed.value)) return { ok: false, reason: FIELD_MESSAGES.uploadInvalid };
    records = parsed.value;
  }
  if (records.length === 0) return field.rules?.required ? { ok: false, reason: FIELD_MESSAGES.required } : { ok: true, uploads: [], records: [] };
  const maxFiles = field.uploader?.max_files ?? 1;
  if (records.length > maxFiles) return { ok: false, reason: tooManyFilesMessage(maxFiles, field.type === 'image_upload' ? 'image' : 'file') };
  if (field.type === 'google_drive_upload') {
    const valid = records.every((record) => isRecord(record) && typeof record.id === 'string' && /^[A-Za-z0-9_-]{1,128}$/.test(record.id));
    return valid ? { ok: true, uploads: [], records: records.map((record) => driveRecord(record as Record<string, unknown>)) } : { ok: false, reason: FIELD_MESSAGES.uploadInvalid };
  }
  const uploads: UploadRow[] = [];
  for (const record of records) {
    const name = isRecord(record) && typeof record.file === 'string' ? record.file : '';
    const row = STORED_NAME_PATTERN.test(name) ? repos.uploads.byStoredName(name) : undefined;
    const usable = row && row.kind === 'upload' && row.form_id === form.id && row.field_id === field.name && !repos.submissionUploads.isAttached(row.id);
    if (!usable || uploads.some((upload) => upload.id === row.id)) return { ok: false, reason: FIELD_MESSAGES.uploadInvalid };
    uploads.push(row);
  }
  return { ok: true, uploads, records: uploads.map(uploadRecord) };
}

/** The record stored and mailed for a local upload: the server's row, never the client's copy. */
export function uploadRecord(row: UploadRow): { name: string; file: string; url: string; size: number; type: string } {
  return { name: row.display_name, file: row.stored_name, url: uploadUrl(row.stored_name), size: row.size, type: row.mime };
}

/** Longest drive-record text kept (a file name, a link). */
const DRIVE_TEXT_MAX = 512;

/** The drive's keys a record keeps, each a bounded string; links only over https. */
function driveRecord(record: Record<string, unknown>): Record<string, string> {
  const kept: Record<string, string> = { id: record.id as string };
  for (const key of ['name', 'mimeType', 'size', 'webViewLink'] as const) {
    const value = typeof record[key] === 'number' ? String(record[key]) : record[key];
    if (typeof value !== 'string' || value.length > DRIVE_TEXT_MAX) continue;
    if (key === 'webViewLink' && !/^https:\/\/[^\s]+$/.test(value)) continue;
    kept[key] = value;
  }
  return kept;
}
