import { safeResourceUrl } from '@cms-mf/shared-contracts/rules';

/** One line of the preview table: what the visitor filled, as text or as an image (the signature). */
export type PreviewValue = { readonly kind: 'text'; readonly text: string } | { readonly kind: 'image'; readonly src: string; readonly alt: string };

export interface PreviewRow {
  readonly label: string;
  readonly value: PreviewValue;
}

/** Fields with nothing to show a visitor: machinery, anti-spam, and the save area. */
const SKIPPED = '.eacf7-honeypot, .cf7-math-captcha, .eacf7-recaptcha, .eacf7-hcaptcha, .eacf7-cf-turnstile, .eacf7-save-progress-wrap';

const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** An image source the preview may show: same-origin or http(s), or a PNG/JPEG data URL (a signature not uploaded yet). */
export function safeImageSource(value: string, base: string): string | undefined {
  if (/^data:image\/(?:png|jpeg);base64,[A-Za-z0-9+/=]+$/.test(value)) return value;
  return safeResourceUrl(value, base) ?? undefined;
}

/** The label of a field's wrap: its `<label>`, or the group label the markup points at, without the required star. */
function labelOf(wrap: HTMLElement, name: string): string {
  const group = wrap.closest('p, div')?.querySelector('.wpcf7-field-label');
  const label = wrap.closest('label') ?? group;
  if (!label) return name;
  const copy = label.cloneNode(true) as HTMLElement;
  for (const extra of copy.querySelectorAll('.required, .wpcf7-form-control-wrap, [aria-hidden="true"]')) extra.remove();
  return clean(copy.textContent) || name;
}

/** The value of one field as the visitor sees it: choices by their labels, files by name, a signature as its image. */
function valueOf(wrap: HTMLElement, base: string): PreviewValue | undefined {
  const text = (value: string): PreviewValue | undefined => (clean(value) ? { kind: 'text', text: clean(value) } : undefined);
  const signature = wrap.querySelector('.cf7-digital-signature');
  if (signature) {
    const input = [...wrap.querySelectorAll<HTMLInputElement>('input[type=hidden]')].find((el) => el.value);
    const src = input && safeImageSource(input.value, base);
    return src ? { kind: 'image', src, alt: 'Signature' } : undefined;
  }
  if (wrap.querySelector('.eacf7-uploader')) {
    return text([...wrap.querySelectorAll('.file-list-item.uploaded .upload-item-name, .file-list-item .upload-item-name')].map((el) => clean(el.textContent)).filter(Boolean).join(', '));
  }
  const choices = [...wrap.querySelectorAll<HTMLInputElement>('input[type=checkbox], input[type=radio]')];
  if (choices.length > 0) {
    return text(choices.filter((input) => input.checked).map((input) => clean(input.closest('.wpcf7-list-item')?.querySelector('.wpcf7-list-item-label')?.textContent) || input.value).join(', '));
  }
  const select = wrap.querySelector('select');
  if (select) return text([...select.selectedOptions].filter((option) => option.value !== '').map((option) => clean(option.textContent) || option.value).join(', '));
  const imageChoice = wrap.querySelector('.eacf7-image-choice');
  if (imageChoice) return text([...imageChoice.querySelectorAll('.image-choice-item.active')].map((item) => clean(item.textContent) || item.getAttribute('data-value') || '').join(', '));
  const control = wrap.querySelector<HTMLInputElement | HTMLTextAreaElement>('textarea, input:not([type=hidden]):not([type=file]), input.eacf7-star-rating');
  return control ? text(control.value) : undefined;
}

/**
 * The preview table of a form (forms-addon.md §2): every field the visitor
 * filled, in form order, with its label, every step of a step form included.
 * Fields of a hidden conditional group and empty ones are left out.
 */
export function previewRows(form: HTMLFormElement, base: string): PreviewRow[] {
  const rows: PreviewRow[] = [];
  for (const wrap of form.querySelectorAll<HTMLElement>('.wpcf7-form-control-wrap[data-name]')) {
    if (wrap.closest(SKIPPED) || wrap.closest('.eacf7-hidden, .conditional[hidden], .conditional[aria-hidden="true"]') || wrap.parentElement?.closest('.wpcf7-form-control-wrap')) continue;
    const value = valueOf(wrap, base);
    if (value) rows.push({ label: labelOf(wrap, wrap.getAttribute('data-name') ?? ''), value });
  }
  return rows;
}
