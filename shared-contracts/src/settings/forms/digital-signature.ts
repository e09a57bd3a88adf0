import type { Flag } from '../flag';

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
