/**
 * Content sniffing by signature, to refuse a file whose bytes say something
 * else than its extension (a PHP script named `photo.jpg`, an executable
 * named `report.pdf`).
 */
export type DetectedType = 'jpeg' | 'png' | 'gif' | 'webp' | 'pdf' | 'zip' | 'ole' | 'rtf' | 'gzip' | 'mp3' | 'mp4' | 'ogg' | 'wav' | 'elf' | 'pe' | 'script' | 'svg';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) => signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The type the first bytes announce, or null when they match no known signature (plain text, unknown formats). */
export function detectType(bytes: Uint8Array): DetectedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WAVE'), 8)) return 'wav';
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) return 'zip';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  if (startsWith(bytes, ascii('{\\rtf'))) return 'rtf';
  if (startsWith(bytes, [0x1f, 0x8b])) return 'gzip';
  if (startsWith(bytes, ascii('ID3')) || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)) return 'mp3';
  if (startsWith(bytes, ascii('ftyp'), 4)) return 'mp4';
  if (startsWith(bytes, ascii('OggS'))) return 'ogg';
  if (startsWith(bytes, [0x7f, 0x45, 0x4c, 0x46])) return 'elf';
  if (startsWith(bytes, ascii('MZ'))) return 'pe';
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 512)).replace(/^\uFEFF/, '').trimStart().toLowerCase();
  if (/^(<\?php|<\?=|<\?\s|#!|<script|<html|<!doctype html|<body|<iframe)/.test(head)) return 'script';
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/.test(head)) return 'svg';
  return null;
}

/** Signatures each extension may carry; an extension not listed must carry none (text or an unknown format). */
const EXPECTED: Readonly<Record<string, readonly DetectedType[]>> = {
  jpg: ['jpeg'], jpeg: ['jpeg'], jpe: ['jpeg'], png: ['png'], gif: ['gif'], webp: ['webp'], svg: ['svg'],
  pdf: ['pdf'], zip: ['zip'], docx: ['zip'], xlsx: ['zip'], pptx: ['zip'], odt: ['zip'], ods: ['zip'], odp: ['zip'], epub: ['zip'],
  doc: ['ole'], xls: ['ole'], ppt: ['ole'], rtf: ['rtf'], gz: ['gzip'], tgz: ['gzip'],
  mp3: ['mp3'], mp4: ['mp4'], m4a: ['mp4'], mov: ['mp4'], ogg: ['ogg'], wav: ['wav'],
};

/** Whether the content agrees with the extension. */
export function contentMatchesExtension(bytes: Uint8Array, extension: string): boolean {
  const detected = detectType(bytes);
  const expected = EXPECTED[extension];
  if (expected) return detected !== null && expected.includes(detected);
  return detected === null;
}

/** Image types served inline with their own content type; everything else is a download. */
export const INLINE_IMAGE_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg', jpeg: 'image/jpeg', jpe: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp',
};

/** The MIME type recorded for an upload (SVG is recorded as such but never served inline). */
export function mimeForExtension(extension: string): string {
  return INLINE_IMAGE_TYPES[extension] ?? (extension === 'svg' ? 'image/svg+xml' : extension === 'pdf' ? 'application/pdf' : 'application/octet-stream');
}
