/** Largest signature image accepted, in bytes once decoded. */
export const SIGNATURE_MAX_BYTES = 1024 * 1024;
/** Largest signature side in pixels (a pad is a few hundred pixels wide). */
export const SIGNATURE_MAX_SIDE = 4000;

export type PngVerdict = { readonly ok: true; readonly bytes: Buffer } | { readonly ok: false; readonly message: string };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const IEND = Buffer.from([0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/**
 * Decodes the signature pad's data URL and checks it is a complete PNG: the
 * `data:image/png;base64,` prefix, strict base64, the PNG signature, an IHDR
 * header of sane size first and the IEND trailer last. Anything else (SVG,
 * HTML, a JPEG, truncated or padded data) is refused.
 */
export function decodePngDataUrl(dataUrl: string): PngVerdict {
  const match = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl);
  if (!match) return { ok: false, message: 'The signature must be a PNG data URL.' };
  const base64 = match[1]!;
  if (base64.length % 4 !== 0 || (base64.length / 4) * 3 > SIGNATURE_MAX_BYTES + 2) return { ok: false, message: 'The signature image is malformed or too large.' };
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length < 8 + 25 + 12 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return { ok: false, message: 'The signature is not a PNG image.' };
  if (bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') return { ok: false, message: 'The signature is not a PNG image.' };
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  if (width < 1 || height < 1 || width > SIGNATURE_MAX_SIDE || height > SIGNATURE_MAX_SIDE) return { ok: false, message: 'The signature image has an invalid size.' };
  if (!bytes.subarray(bytes.length - 8).equals(IEND)) return { ok: false, message: 'The signature image is truncated.' };
  return { ok: true, bytes };
}
