import type { Flag } from '../flag';
import {
  SIGNATURE_DEFAULT_HEIGHT,
  SIGNATURE_DEFAULT_PEN_COLOR,
  SIGNATURE_DEFAULT_WIDTH,
} from '../../constants/forms-constants';

/**
 * Digital signature settings (forms-addon.md §3). The pad lives in
 * `.cf7-digital-signature[data-id][data-name]` (MARKUP-FACTS §3.2); the signed
 * image is sent with `eacf7_get_digital_signature_url` and the returned URL is
 * placed in the field.
 */
export interface DigitalSignatureSettings {
  readonly digitalSignature?: Flag;
  /** Canvas width, px. */
  readonly width?: number;
  /** Canvas height, px. */
  readonly height?: number;
  /** Any CSS colour. */
  readonly penColor?: string;
  /** Any CSS colour; transparent when unset. */
  readonly bgColor?: string;
}

/** Defaults of §3/§9: 300 × 100, red pen. */
export const DIGITAL_SIGNATURE_DEFAULTS = {
  width: SIGNATURE_DEFAULT_WIDTH,
  height: SIGNATURE_DEFAULT_HEIGHT,
  penColor: SIGNATURE_DEFAULT_PEN_COLOR,
} as const satisfies DigitalSignatureSettings;
