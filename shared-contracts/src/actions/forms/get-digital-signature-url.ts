import { defineAction } from '../define-action';
import { expectSafeUrl } from '../expect';
import { NONCE_SPECS } from '../nonce';
import { THIRD_PARTY_TIMEOUT_MS } from './timeouts';

export type DigitalSignatureUrlRequest = {
  /** `data-id` of `.cf7-digital-signature`. */
  readonly id: number | string;
  /** The pad exported as a data URL. */
  readonly image: `data:image/${string}`;
};

/** `data` is the stored image's URL; it goes into a field value, so any non-empty http(s) or relative URL. */
function parseDigitalSignatureUrl(data: unknown): string {
  return expectSafeUrl(data, 'eacf7_get_digital_signature_url: answer');
}

/** `eacf7_get_digital_signature_url`: stores an image file. */
export const getDigitalSignatureUrl = defineAction<DigitalSignatureUrlRequest>()({
  nonce: NONCE_SPECS.eacf7,
  timeoutMs: THIRD_PARTY_TIMEOUT_MS,
  retryable: false,
  parseAnswer: parseDigitalSignatureUrl,
});
