import { isFlagOn, type Flag } from '../flag';

/**
 * Digital signature settings of a form (forms-addon.md §3), printed as
 * `eacf7DigitalSignatureData_{id}`. Defaults are the signature field's
 * (forms-remote `signature/signature-settings.ts`).
 */
export interface DigitalSignatureSettings {
  readonly digitalSignature?: Flag;
  /** Pad width in CSS pixels. @default 300 */
  readonly width?: number;
  /** Pad height in CSS pixels. @default 100 */
  readonly height?: number;
  /** @default '#FF0000' (red) */
  readonly penColor?: string;
  readonly bgColor?: string;
  /** Ours: a visitor may type their name instead of drawing (keyboard users). @default false */
  readonly allowTypedName?: Flag;
}

/**
 * Whether a form's signature fields get the pad: unless `digitalSignature` is set and off (a form without
 * the setting has it on). The server prints the pad waiting for its module by the same rule.
 */
export function signaturePadOn(settings: DigitalSignatureSettings | null | undefined): boolean {
  const flag = settings?.digitalSignature;
  return flag === undefined || flag === null || isFlagOn(flag);
}
