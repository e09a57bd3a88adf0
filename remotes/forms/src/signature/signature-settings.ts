import { readPerFormGlobal, type PageGlobals } from '@cms-mf/shared-contracts/globals';
import { isFlagOn, signaturePadOn } from '@cms-mf/shared-contracts/settings';

/** Pad size when the form sets none (forms-addon.md §3, §9). */
export const SIGNATURE_DEFAULT_WIDTH = 300;
export const SIGNATURE_DEFAULT_HEIGHT = 100;
/** Pen colour when the form sets none: red (forms-addon.md §9; the add-on's `#FF0000`). */
export const SIGNATURE_DEFAULT_PEN_COLOR = '#FF0000';
/**
 * Background when the form sets none. The add-on paints black; we paint
 * white, which reads on every theme and prints.
 */
export const SIGNATURE_DEFAULT_BG_COLOR = '#FFFFFF';
/** Pen width range (forms-addon.md §9), signature_pad's `minWidth` and `maxWidth`. */
export const SIGNATURE_PEN_MIN_WIDTH = 2;
export const SIGNATURE_PEN_MAX_WIDTH = 4;

export interface SignatureSettings {
  readonly width: number;
  readonly height: number;
  readonly penColor: string;
  readonly bgColor: string;
  readonly allowTypedName: boolean;
}

const size = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) && value >= 50 && value <= 2000 ? Math.round(value) : fallback);
/** Colours go to the canvas only: a CSS colour word or hex/rgb(a)/hsl(a) notation, nothing else. */
const colour = (value: unknown, fallback: string) => (typeof value === 'string' && /^(#[0-9a-f]{3,8}|[a-z]{3,20}|(rgb|hsl)a?\([0-9.,%\s/]+\))$/i.test(value.trim()) ? value.trim() : fallback);

/**
 * The form's `digitalSignature` switch (forms-addon.md §3): the pad runs unless
 * the form's settings turn it off. A form without signature settings has the
 * field's markup only because the server rendered it, so it is on.
 */
export function signatureSwitchedOn(globals: PageGlobals, formId: number): boolean {
  return signaturePadOn(readPerFormGlobal(globals, 'DigitalSignature', formId));
}

/** The form's signature settings (`eacf7DigitalSignatureData_{id}`), each out-of-range or missing value at its default. */
export function readSignatureSettings(globals: PageGlobals, formId: number): SignatureSettings {
  const raw = readPerFormGlobal(globals, 'DigitalSignature', formId) ?? {};
  return {
    width: size(raw.width, SIGNATURE_DEFAULT_WIDTH),
    height: size(raw.height, SIGNATURE_DEFAULT_HEIGHT),
    penColor: colour(raw.penColor, SIGNATURE_DEFAULT_PEN_COLOR),
    bgColor: colour(raw.bgColor, SIGNATURE_DEFAULT_BG_COLOR),
    allowTypedName: isFlagOn(raw.allowTypedName),
  };
}
