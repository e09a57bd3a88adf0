import type { PopupSettings, PopupTrigger } from '@cms-mf/shared-contracts/settings';
import { isFlagOn } from '@cms-mf/shared-contracts/settings';

/** forms-addon.md §9: a popup is 500 px wide unless configured otherwise. */
export const DEFAULT_POPUP_WIDTH = 500;
/** The unit the server assumes when `popupWidthUnit` is missing (§3). */
export const DEFAULT_POPUP_WIDTH_UNIT = 'px';

/** How one popup opens: the form it shows, how wide, and whether a backdrop click closes it. */
export interface PopupOptions {
  readonly formId: number;
  /** A checked CSS length. */
  readonly width: string;
  readonly closeOnBackdrop: boolean;
  /** Classes the site asked for on the popup (`data-class`), checked. */
  readonly className: string;
}

const LENGTH = /^(\d{1,5}(?:\.\d{1,3})?)(px|%|em|rem|vw)$/;
const UNITS = new Set(['px', '%', 'em', 'rem', 'vw']);

/**
 * A CSS width from a setting: `500`, `'500'` (with `unit`, px by default) or
 * `'40rem'`. Anything else (a negative, an expression, `calc(…)`, text) is
 * not a width and gives the default 500 px: a setting never writes CSS.
 */
export function popupWidthCss(width: unknown, unit?: unknown): string {
  const fallback = `${DEFAULT_POPUP_WIDTH}${DEFAULT_POPUP_WIDTH_UNIT}`;
  const unitText = typeof unit === 'string' && UNITS.has(unit.trim()) ? unit.trim() : DEFAULT_POPUP_WIDTH_UNIT;
  const text = typeof width === 'number' ? String(width) : typeof width === 'string' ? width.trim() : '';
  if (text === '') return fallback;
  const withUnit = /^\d/.test(text) && /\d$/.test(text) ? `${text}${unitText}` : text;
  const match = LENGTH.exec(withUnit);
  return match && Number(match[1]) > 0 ? withUnit : fallback;
}

/** `popupOutsideClick`: on unless the site turned it off (§3 default true). */
export function closesOnBackdrop(value: unknown): boolean {
  return value === undefined || value === null || value === '' ? true : isFlagOn(value);
}

const toFormId = (value: unknown): number | undefined => {
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/** The site's popup triggers that name a selector and a form; broken entries are left out. */
export function popupTriggersOf(settings: PopupSettings | undefined): Array<{ readonly selector: string; readonly formId: number }> {
  const list: readonly PopupTrigger[] = Array.isArray(settings?.popupTriggers) ? settings.popupTriggers : [];
  return list.flatMap((trigger) => {
    const formId = toFormId(trigger?.contactForm);
    const selector = typeof trigger?.selector === 'string' ? trigger.selector.trim() : '';
    return formId !== undefined && selector !== '' ? [{ selector, formId }] : [];
  });
}

/** Options for a popup the site configured: a trigger of `eacf7.settings`. */
export function popupOptionsFromSettings(formId: number, settings: PopupSettings | undefined): PopupOptions {
  return { formId, width: popupWidthCss(settings?.popupWidth, settings?.popupWidthUnit), closeOnBackdrop: closesOnBackdrop(settings?.popupOutsideClick), className: '' };
}

/**
 * Options for a popup button (`.eacf7-popup-form-button`, MARKUP.md): its own
 * `data-id`, `data-width`, `data-click` and `data-class` win over the site's
 * settings. Undefined when the button names no form.
 */
export function popupOptionsFromButton(data: { id?: string | null; width?: string | null; click?: string | null; className?: string | null }, settings: PopupSettings | undefined): PopupOptions | undefined {
  const formId = toFormId(data.id ?? undefined);
  if (formId === undefined) return undefined;
  const site = popupOptionsFromSettings(formId, settings);
  const classes = (data.className ?? '').split(/\s+/).filter((name) => /^[A-Za-z_-][A-Za-z0-9_-]*$/.test(name)).join(' ');
  return {
    formId,
    width: data.width ? popupWidthCss(data.width) : site.width,
    closeOnBackdrop: data.click === null || data.click === undefined || data.click === '' ? site.closeOnBackdrop : isFlagOn(data.click),
    className: classes,
  };
}
