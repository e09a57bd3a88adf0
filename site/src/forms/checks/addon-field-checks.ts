import type { FieldDefinition, FormDefinition } from '../../cms/form-definition';
import { UPLOAD_FIELD_TYPES } from '../../cms/form-definition';
import type { Repositories } from '../../db/repositories';
import type { AddonCheck } from './addon-check';
import { FIELD_MESSAGES } from './field-messages';
import { type PostedValue, validateField } from './field-validation';
import { richTextLength, sanitiseRichTextHtml } from './rich-text-sanitiser';
import { checkRepeater } from './repeater-check';
import { checkSignature, SIGNATURE_TYPED_NAME_SUFFIX } from './signature-check';
import { checkSubmittedUploads } from './submitted-uploads';

const refuse = (name: string, reason: string): AddonCheck => ({ ok: false, invalid: [[name, reason]] });

/** The add-on field types checked here; the generic rules take the others. */
const ADDON_TYPES = new Set(['rating', 'image_choice', 'product_dropdown', 'digital_signature', 'rich_text', 'repeater']);

/**
 * Checks a rating, choice, signature, rich-text or repeater field as the
 * add-on would on submit, under the posted name `name` (a repeater item's
 * fields are posted as `field__n`). Returns null for other types.
 */
export function checkAddonField(form: FormDefinition, field: FieldDefinition, name: string, values: Readonly<Record<string, PostedValue>>, repos: Repositories): AddonCheck | null {
  if (!ADDON_TYPES.has(field.type)) return null;
  const posted = Object.hasOwn(values, name) ? values[name] : undefined;
  switch (field.type) {
    case 'rating': {
      const reason = validateField(field, posted);
      if (reason) return refuse(name, reason);
      // 1 to 5 whole stars (forms-addon.md §5); the generic range check lets 2.5 through.
      return typeof posted === 'string' && posted.trim() !== '' && !/^[1-5]$/.test(posted.trim()) ? refuse(name, FIELD_MESSAGES.number) : { ok: true, stored: posted };
    }
    case 'image_choice':
    case 'product_dropdown': {
      const multiple = field.settings?.multiple === true;
      // The add-on's clickable items post one ", "-joined value; native inputs post a list.
      const choices = typeof posted === 'string' && multiple ? posted.split(',').map((part) => part.trim()).filter(Boolean) : posted;
      if (!multiple && Array.isArray(choices) && choices.length > 1) return refuse(name, FIELD_MESSAGES.tooManyValues);
      const reason = validateField(field, choices);
      return reason ? refuse(name, reason) : { ok: true, stored: choices };
    }
    case 'digital_signature': {
      const typedName = `${name}${SIGNATURE_TYPED_NAME_SUFFIX}`;
      const verdict = checkSignature(form, field, posted, Object.hasOwn(values, typedName) ? values[typedName] : undefined, repos);
      if (!verdict.ok) return refuse(name, verdict.reason);
      // A typed name is the signature as the visitor gave it: stored as text.
      if (verdict.typedName !== undefined) return { ok: true, stored: verdict.typedName };
      return { ok: true, stored: posted, links: verdict.row ? [{ field: name, uploads: [verdict.row] }] : [] };
    }
    case 'rich_text': {
      if (posted !== undefined && typeof posted !== 'string') return refuse(name, FIELD_MESSAGES.tooManyValues);
      const clean = sanitiseRichTextHtml(posted ?? '');
      const length = richTextLength(clean);
      const rules = field.rules ?? {};
      if (length === 0) return rules.required ? refuse(name, FIELD_MESSAGES.required) : { ok: true, stored: '' };
      if (rules.maxlength !== undefined && length > rules.maxlength) return refuse(name, FIELD_MESSAGES.tooLong);
      if (rules.minlength !== undefined && length < rules.minlength) return refuse(name, FIELD_MESSAGES.tooShort);
      return { ok: true, stored: clean };
    }
    case 'repeater':
      return checkRepeater(form, field, values, (sub, subName) => checkItemField(form, sub, subName, values, repos));
    default:
      return null;
  }
}

/** One field of a repeater item, under its numbered name. */
function checkItemField(form: FormDefinition, field: FieldDefinition, name: string, values: Readonly<Record<string, PostedValue>>, repos: Repositories): AddonCheck {
  const posted = Object.hasOwn(values, name) ? values[name] : undefined;
  if (UPLOAD_FIELD_TYPES.includes(field.type)) {
    const check = checkSubmittedUploads(form, field, posted, repos);
    return check.ok ? { ok: true, stored: check.records, links: [{ field: name, uploads: check.uploads }] } : refuse(name, check.reason);
  }
  const own = checkAddonField(form, field, name, values, repos);
  if (own) return own;
  const reason = validateField(field, posted);
  return reason ? refuse(name, reason) : { ok: true, stored: posted };
}
