import { isDangerousExtension } from './dangerous-extensions';

/** Why a file name was refused; `type` maps to the "type not allowed" message, `name` to an invalid name. */
export type NameRefusal = { readonly ok: false; readonly reason: 'name' | 'type'; readonly detail: string };
export type NameVerdict = { readonly ok: true; readonly safeName: string; readonly extension: string } | NameRefusal;

/** Longest name kept for display. */
export const MAX_NAME_LENGTH = 180;

/**
 * Characters never allowed in a file name: C0/C1 controls and NUL, DEL, the
 * no-break and other odd spaces, zero-width characters, bidi controls (which
 * can show `gpj.php` as `php.jpg`), path separators and the characters
 * Windows treats specially (`:` opens an NTFS stream: `shell.php::$DATA`).
 */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff\u061c/\\:*?"<>|]/u;

/**
 * Checks a visitor's file name against the field's server-side allowlist.
 * Everything is decided on the normalised name, and refused rather than
 * repaired: a name that needs repairing was made to trick something.
 *
 * @param allowed lower-case extensions from the field's config; null = any extension not in DANGEROUS_EXTENSIONS.
 */
export function checkUploadName(rawName: string, allowed: readonly string[] | null): NameVerdict {
  const name = rawName.normalize('NFC');
  if (name.length === 0 || name.length > MAX_NAME_LENGTH) return refuse('name', 'the name is empty or too long');
  if (FORBIDDEN.test(name)) return refuse('name', 'the name contains control, invisible, bidi or path characters');
  if (name.startsWith('.')) return refuse('name', 'the name starts with a dot (.htaccess and other hidden files)');
  // Windows and some servers drop trailing dots and spaces; `-` and `%` tails fool naive extension checks.
  if (!/[\p{L}\p{N}]$/u.test(name)) return refuse('name', 'the name must end with a letter or digit');
  if (/%[0-9a-f]{2}/i.test(name)) return refuse('name', 'the name contains percent-encoded characters');
  const parts = name.split('.');
  if (parts.length < 2 || parts[0]!.trim() === '') return refuse('type', 'the name has no extension');
  const extension = parts[parts.length - 1]!.toLowerCase();
  if (!/^[a-z0-9]{1,10}$/.test(extension)) return refuse('type', 'the extension is not plain letters and digits');
  // Every dot-part after the first is checked, so `shell.php.jpg` and `x.PhP5 .png` are refused.
  for (const part of parts.slice(1)) {
    const bare = part.toLowerCase().replace(/[^a-z0-9]/g, '');
    if (isDangerousExtension(bare)) return refuse('type', `".${bare}" can be executed`);
  }
  if (allowed !== null && !allowed.includes(extension)) return refuse('type', `".${extension}" is not allowed for this field`);
  return { ok: true, safeName: displayName(parts.slice(0, -1).join('.'), extension), extension };
}

/** A tidy display name: letters, digits, `.`, `_` and `-` only. */
function displayName(base: string, extension: string): string {
  const tidy = base.replace(/[^\p{L}\p{N}._-]+/gu, '-').replace(/-{2,}/g, '-').replace(/^[-.]+|[-.]+$/g, '');
  return `${tidy || 'file'}.${extension}`;
}

function refuse(reason: 'name' | 'type', detail: string): NameRefusal {
  return { ok: false, reason, detail };
}
