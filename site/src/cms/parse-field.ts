import { isDangerousExtension } from '../uploads/dangerous-extensions';
import { parseFieldSettings } from './field-settings';
import { at, list, number, oneOf, onlyKeys, optionalBoolean, optionalNumber, optionalText, record, refuse, text, type Where } from './check';
import {
  CF7_FIELD_TYPES,
  DIVI_FIELD_TYPES,
  type FieldDefinition,
  type FieldRules,
  UPLOAD_FIELD_TYPES,
  type UploaderDefinition,
} from './form-definition';

/** Form-tag names: what CF7 accepts, so a name is safe in attributes, selectors and ids. */
export const FIELD_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
const EXTENSION_PATTERN = /^[a-z0-9]{1,10}$/;
const CHOICE_TYPES = ['select', 'radio', 'checkbox', 'image_choice'];

export function parseField(value: unknown, where: Where, plugin: 'cf7' | 'divi'): FieldDefinition {
  const raw = record(value, where);
  onlyKeys(raw, ['name', 'type', 'label', 'placeholder', 'rules', 'options', 'uploader', 'group', 'settings', 'repeater'], where);
  const type = oneOf(raw.type, plugin === 'divi' ? DIVI_FIELD_TYPES : CF7_FIELD_TYPES, at(where, 'type'));
  const field: FieldDefinition = {
    name: text(raw.name, at(where, 'name'), FIELD_NAME_PATTERN),
    type,
    label: optionalText(raw.label, at(where, 'label')),
    placeholder: optionalText(raw.placeholder, at(where, 'placeholder')),
    rules: raw.rules === undefined ? undefined : parseRules(raw.rules, at(where, 'rules')),
    options: raw.options === undefined ? undefined : list(raw.options, at(where, 'options')).map((option, i) => text(option, at(at(where, 'options'), i))),
    uploader: raw.uploader === undefined ? undefined : parseUploader(raw.uploader, at(where, 'uploader')),
    group: raw.group === undefined ? undefined : text(raw.group, at(where, 'group'), FIELD_NAME_PATTERN),
  };
  const settings = parseFieldSettings(raw.settings, type, at(where, 'settings'), field.options);
  if (settings) Object.assign(field, { settings });
  if (raw.repeater !== undefined) Object.assign(field, { repeater: text(raw.repeater, at(where, 'repeater'), FIELD_NAME_PATTERN) });
  if (UPLOAD_FIELD_TYPES.includes(type) && !field.uploader) refuse(at(where, 'uploader'), `is required for a ${type} field`);
  if (!UPLOAD_FIELD_TYPES.includes(type) && field.uploader) refuse(at(where, 'uploader'), `is only for ${UPLOAD_FIELD_TYPES.join(', ')} fields`);
  if (CHOICE_TYPES.includes(type) && !field.options) refuse(at(where, 'options'), `is required for a ${type} field`);
  return field;
}

function parseRules(value: unknown, where: Where): FieldRules {
  const raw = record(value, where);
  onlyKeys(raw, ['required', 'email', 'tel', 'minlength', 'maxlength', 'min', 'max'], where);
  const rules: FieldRules = {
    required: optionalBoolean(raw.required, at(where, 'required')),
    email: optionalBoolean(raw.email, at(where, 'email')),
    tel: optionalBoolean(raw.tel, at(where, 'tel')),
    minlength: optionalNumber(raw.minlength, at(where, 'minlength'), { min: 0, integer: true }),
    maxlength: optionalNumber(raw.maxlength, at(where, 'maxlength'), { min: 1, integer: true }),
    min: optionalNumber(raw.min, at(where, 'min')),
    max: optionalNumber(raw.max, at(where, 'max')),
  };
  if (rules.minlength !== undefined && rules.maxlength !== undefined && rules.minlength > rules.maxlength) refuse(where, 'has minlength above maxlength');
  if (rules.min !== undefined && rules.max !== undefined && rules.min > rules.max) refuse(where, 'has min above max');
  return rules;
}

function parseUploader(value: unknown, where: Where): UploaderDefinition {
  const raw = record(value, where);
  onlyKeys(raw, ['max_size', 'max_files', 'extensions', 'media_library', 'folder_id'], where);
  const extensions =
    raw.extensions === null
      ? null
      : list(raw.extensions, at(where, 'extensions')).map((extension, i) => {
          const item = text(extension, at(at(where, 'extensions'), i), EXTENSION_PATTERN);
          // A site owner cannot open the door to scripts by listing them.
          if (isDangerousExtension(item)) refuse(at(at(where, 'extensions'), i), `"${item}" can be executed and is never allowed`);
          return item;
        });
  return {
    max_size: number(raw.max_size, at(where, 'max_size'), { min: 1, integer: true }),
    max_files: number(raw.max_files, at(where, 'max_files'), { min: 1, integer: true }),
    extensions,
    media_library: optionalBoolean(raw.media_library, at(where, 'media_library')),
    folder_id: raw.folder_id === undefined ? undefined : text(raw.folder_id, at(where, 'folder_id'), /^[A-Za-z0-9_-]{1,128}$/),
  };
}
