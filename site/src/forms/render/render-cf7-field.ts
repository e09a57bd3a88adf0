import type { FieldDefinition, FormDefinition } from '../../cms/form-definition';
import { attributes, escapeHtml } from '../../html/escape-html';
import { effectiveMaxSize, formatBytes } from '../../uploads/check-upload';
import { bookingDateHint, readBookingCalendar } from '@cms-mf/shared-contracts/fields';
import { createMathChallenge, renderMathCaptcha } from '../../captcha/math-captcha';
import { renderAddonField, type RenderParagraph } from './render-addon-field';
import { renderEnhancedField } from './render-enhanced-field';

/**
 * What a script-less post left in one field, when the page is rendered again
 * (forms/routes/no-js-post.ts): the posted value, kept as CF7 keeps it after a
 * failed send, and the reason the field was refused.
 */
export interface FieldResponse {
  readonly value?: string | readonly string[];
  readonly invalid?: string;
  /** The id of the reason in the screen-reader response, which the control names in `aria-describedby`. */
  readonly errorId?: string;
}

/** CF7's control classes: `wpcf7-form-control wpcf7-{basetype}` plus the validation classes (MARKUP-FACTS §2.1). */
function controlClass(field: FieldDefinition, base: string, invalid = false): string {
  const classes = ['wpcf7-form-control', `wpcf7-${base}`];
  if (field.rules?.required) classes.push('wpcf7-validates-as-required');
  if (['email', 'tel', 'url', 'number', 'date'].includes(base)) classes.push(`wpcf7-validates-as-${base}`);
  if (invalid) classes.push('wpcf7-not-valid');
  return classes.join(' ');
}

/** CF7's tip beside a refused control, inside its wrap. */
function withTip(html: string, reason: string | undefined): string {
  if (reason === undefined) return html;
  const tip = `<span class="wpcf7-not-valid-tip" aria-hidden="true">${escapeHtml(reason)}</span>`;
  return html.startsWith('<span class="wpcf7-form-control-wrap') && html.endsWith('</span>') ? `${html.slice(0, -'</span>'.length)}${tip}</span>` : `${html}${tip}`;
}

/** Where the honeypot's wrapper goes: out of the page's flow, far off-screen. */
const HONEYPOT_STYLE = 'position:absolute!important;left:-9999px!important;top:auto!important;width:1px!important;height:1px!important;overflow:hidden!important;';

const wrap = (field: FieldDefinition, inner: string) => `<span class="wpcf7-form-control-wrap"${attributes({ 'data-name': field.name })}>${inner}</span>`;

const INPUT_TYPES: Readonly<Record<string, string>> = { password: 'password', text: 'text', email: 'email', tel: 'tel', url: 'url', number: 'number', date: 'date', phone: 'tel', date_time: 'text', range_slider: 'range' };

/**
 * One field's markup, as CF7 and the add-on print it (MARKUP-FACTS §2.1, §3.1).
 * Every name, label and option comes from the catalogue and is escaped.
 */
export function renderCf7Field(form: FormDefinition, field: FieldDefinition, maxPostSize: number, idPrefix: string, paragraph: RenderParagraph = () => '', response: FieldResponse = {}): string {
  return withTip(renderControl(form, field, maxPostSize, idPrefix, paragraph, response), response.invalid);
}

function renderControl(form: FormDefinition, field: FieldDefinition, maxPostSize: number, idPrefix: string, paragraph: RenderParagraph, response: FieldResponse): string {
  const addon = renderAddonField(form, field, idPrefix, `${idPrefix}-${field.name}-label`, paragraph, response.value);
  if (addon !== null) return wrap(field, addon);
  const required = field.rules?.required === true;
  const invalid = response.invalid !== undefined;
  const text = typeof response.value === 'string' ? response.value : undefined;
  const chosen = (option: string) => (Array.isArray(response.value) ? response.value.includes(option) : response.value === option);
  const common: Record<string, string | undefined> = { name: field.name, 'aria-required': required ? 'true' : undefined, 'aria-invalid': invalid ? 'true' : 'false' };
  if (invalid) common['aria-describedby'] = response.errorId;
  // Only a kept value replaces the empty one, so a first view prints exactly what it always did.
  if (text !== undefined && field.type !== 'select') common.value = text;
  const enhanced = renderEnhancedField(field, common, idPrefix, (base) => controlClass(field, base, invalid));
  if (enhanced !== null) return enhanced;
  const { value: _kept, ...commonNoValue } = common;
  switch (field.type) {
    case 'textarea':
      return wrap(field, `<textarea${attributes({ cols: 40, rows: 6, maxlength: field.rules?.maxlength, class: controlClass(field, 'textarea', invalid), placeholder: field.placeholder, ...commonNoValue })}>${escapeHtml(text ?? '')}</textarea>`);
    case 'select':
      return wrap(field, `<select${attributes({ class: controlClass(field, 'select', invalid), ...common })}>${(field.options ?? []).map((option) => `<option${attributes({ value: option, selected: chosen(option) })}>${escapeHtml(option)}</option>`).join('')}</select>`);
    case 'checkbox':
    case 'radio':
      return wrap(field, `<span${attributes({ class: controlClass(field, field.type, invalid) })}>${(field.options ?? []).map((option, i, all) => listItem(field, option, i, all.length, chosen(option))).join('')}</span>`);
    case 'acceptance':
      return wrap(field, `<span class="wpcf7-form-control wpcf7-acceptance"><span class="wpcf7-list-item"><label><input${attributes({ type: 'checkbox', name: field.name, value: '1', checked: text === '1', 'aria-invalid': invalid ? 'true' : 'false' })}><span class="wpcf7-list-item-label">${escapeHtml(field.label ?? field.name)}</span></label></span></span>`);
    case 'hidden':
      return `<input${attributes({ type: 'hidden', name: field.name, value: '' })}>`;
    case 'honeypot':
      // A trap for bots that fill every input: off-screen rather than `display:none` (which some bots skip), out of the
      // accessibility tree and the Tab order, never autofilled. Inline too, so it stays hidden on pages without the form CSS.
      return `<span class="eacf7-honeypot wpcf7-form-control-wrap"${attributes({ 'data-name': field.name, 'aria-hidden': 'true', style: HONEYPOT_STYLE })}><label>Please leave this field empty.<input${attributes({ class: 'wpcf7-form-control wpcf7-honeypot', type: 'text', name: field.name, value: '', tabindex: -1, autocomplete: 'off' })}></label></span>`;
    case 'file_upload':
    case 'image_upload':
    case 'google_drive_upload':
      return wrap(field, uploader(form, field, maxPostSize, `${idPrefix}-${field.name}-label`, text ?? ''));
    case 'math_captcha':
      return wrap(field, `<span class="cf7-math-captcha"${attributes({ 'data-name': field.name })}>${renderMathCaptcha(field.name, createMathChallenge())}<button type="button" class="math-captcha-reload" aria-label="New question">↻</button></span>`);
    case 'booking_date':
    case 'booking_time': {
      // The add-on wraps its booking inputs so the booking module finds them (MARKUP-FACTS §3.2).
      const input = { type: 'text', size: 20, class: controlClass(field, 'text', invalid), value: '', autocomplete: 'off', ...common };
      if (field.type === 'booking_time') return wrap(field, `<span class="eacf7-booking-time"><input${attributes(input)}></span>`);
      // How to type the days by hand: the calendar needs scripts, the field does not.
      const hintId = `${idPrefix}-${field.name}-hint`;
      const described = { ...input, 'aria-describedby': [hintId, common['aria-describedby']].filter(Boolean).join(' ') };
      const hint = `<span${attributes({ class: 'eacf7-booking-hint', id: hintId })}>${escapeHtml(bookingDateHint(readBookingCalendar(form.settings.IBooking).option))}</span>`;
      return wrap(field, `<span class="eacf7-booking-date"><input${attributes(described)}></span>${hint}`);
    }
    case 'submit':
      return `<input${attributes({ class: 'wpcf7-form-control wpcf7-submit has-spinner', type: 'submit', value: field.label ?? 'Send' })}>`;
    default: {
      const type = INPUT_TYPES[field.type] ?? 'text';
      const extra = field.type === 'phone' ? ' eacf7-phone' : field.type === 'date_time' ? ' eacf7-datetimepicker' : '';
      const input = { type, size: 40, maxlength: field.rules?.maxlength, min: field.rules?.min, max: field.rules?.max, class: controlClass(field, type, invalid) + extra, placeholder: field.placeholder, value: '', ...common };
      return wrap(field, `<input${attributes(input)}>`);
    }
  }
}

function listItem(field: FieldDefinition, option: string, index: number, count: number, checked: boolean): string {
  const classes = ['wpcf7-list-item', index === 0 ? 'first' : '', index === count - 1 ? 'last' : ''].filter(Boolean).join(' ');
  const name = field.type === 'checkbox' ? `${field.name}[]` : field.name;
  return `<span class="${classes}"><label><input${attributes({ type: field.type, name, value: option, checked })}><span class="wpcf7-list-item-label">${escapeHtml(option)}</span></label></span>`;
}

const UPLOADER_CLASSES: Readonly<Record<string, string>> = { file_upload: 'file-upload', image_upload: 'image-upload', google_drive_upload: 'google-drive-upload' };

/**
 * The add-on's uploader. Its limits are the server's: `data-max_size` and the
 * hint carry min(max_size, max_post_size) (forms-addon.md §5), the same figure
 * the upload actions enforce, so the page, the browser and the server agree.
 */
const plural = new Intl.PluralRules('en-US');

/** The uploader's count hint, in the plural the number takes ("Up to 1 file.", "Up to 3 files."). */
export function maxFilesHint(maxFiles: number): string {
  return `Up to ${maxFiles} ${plural.select(maxFiles) === 'one' ? 'file' : 'files'}.`;
}

function uploader(form: FormDefinition, field: FieldDefinition, maxPostSize: number, labelId: string, value: string): string {
  const config = field.uploader!;
  const limit = formatBytes(effectiveMaxSize(config, maxPostSize));
  // The drive's folder as the add-on encodes it: base64 JSON `{id, accountId}` (the catalogue has no account).
  const folder = field.type === 'google_drive_upload' && config.folder_id ? Buffer.from(JSON.stringify({ id: config.folder_id, accountId: '' })).toString('base64') : undefined;
  const valueInput = {
    type: 'text', name: field.name, class: `wpcf7-form-control wpcf7-${field.type} upload-file-list eacf7-hidden`, value, tabindex: -1, 'aria-hidden': 'true',
    // Sizes as WordPress's size_format() prints them ("2 MB"); the browser reads both forms.
    'data-max_files': config.max_files, 'data-max_size': limit, 'data-max_post_size': formatBytes(maxPostSize),
    'data-extensions': (config.extensions ?? []).join('|'), 'data-media_library': config.media_library ? 1 : 0, 'data-form_id': form.id, 'data-field_id': field.name,
    'data-upload_folder': folder,
  };
  return (
    `<span class="eacf7-uploader ${UPLOADER_CLASSES[field.type]}" role="group"${attributes({ 'aria-labelledby': labelId, 'data-upload_folder': folder })}><span class="eacf7-uploader-body"><span class="uploader-text">Drag and drop files here or</span>` +
    `<span class="uploader-buttons"><button type="button" class="eacf7-uploader-browse">Browse</button></span></span><span class="file-list"></span>` +
    `<span class="uploader-hint"><span class="max-files-label">${escapeHtml(maxFilesHint(config.max_files))}</span> <span class="max-size-label">Max ${escapeHtml(limit)} each.</span></span>` +
    (field.type === 'google_drive_upload' ? '' : nativeFileInput(field, labelId, value)) +
    `</span><input${attributes(valueInput)}>`
  );
}

/** The name of the script-less file input of an upload field: `_`-prefixed, so it never clashes with a form-tag name. */
export const nativeUploadName = (fieldName: string): string => `_eacf7_upload_${fieldName}`;

/**
 * A plain file input for a visitor without scripts (or before the uploader
 * mounts, or when it failed): the form's own post carries the files, and the
 * server checks them as the uploader's action does (forms/routes/no-js-post.ts).
 * The uploader module takes its files and disables it while it runs. Files a
 * failed send already stored are named beside it, as their records stay in
 * the value input.
 */
function nativeFileInput(field: FieldDefinition, labelId: string, value: string): string {
  const config = field.uploader!;
  const accept = config.extensions?.map((extension) => `.${extension}`).join(',') ?? (field.type === 'image_upload' ? 'image/*' : undefined);
  const input = attributes({ type: 'file', class: 'eacf7-uploader-native', name: `${nativeUploadName(field.name)}[]`, multiple: config.max_files > 1, accept, 'aria-labelledby': labelId });
  const kept = keptNames(value).map((name) => `<span class="eacf7-uploader-kept">${escapeHtml(name)}</span>`).join(' ');
  return `<span class="eacf7-uploader-native-wrap"><input${input}>${kept ? ` <span class="eacf7-uploader-kept-list">Attached: ${kept}</span>` : ''}</span>`;
}

/** Display names in an upload field's kept value (a JSON list of records); nothing for anything else. */
function keptNames(value: string): string[] {
  if (value === '') return [];
  try {
    const records: unknown = JSON.parse(value);
    return Array.isArray(records) ? records.slice(0, 20).map((record) => (typeof record?.name === 'string' ? String(record.name).slice(0, 180) : '')).filter(Boolean) : [];
  } catch {
    return [];
  }
}
