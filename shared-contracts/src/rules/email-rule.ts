import { EMAIL_MIN_LENGTH } from '../constants/theme-forms';

/**
 * Whether a value is an e-mail address, by the rule of theme-frontend.md §5
 * (the strictest of the two products; CF7's `is_email` accepts the same set
 * in practice): trimmed and lower-cased, at least 6 characters, a local part
 * of allowed characters, a domain of at least two dot-separated labels of
 * letters, digits and hyphens, without edge hyphens or empty labels.
 */
export function isValidEmail(value: string): boolean {
  const email = value.trim().toLowerCase();
  if (email.length < EMAIL_MIN_LENGTH || email.length > 254) return false;
  const at = email.lastIndexOf('@');
  if (at < 1) return false;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (!/^[a-z0-9!#$%&'*+/=?^_`{|}~.-]+$/.test(local) || local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  const labels = domain.split('.');
  return labels.length >= 2 && labels.every((label) => /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/.test(label));
}
