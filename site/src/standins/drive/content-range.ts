/**
 * The `Content-Range` header of a resumable upload PUT (RFC 9110 §14.4, as the
 * cloud drive uses it): `bytes 0-262143/1000000` carries a chunk,
 * `bytes *\/1000000` (empty body) asks how much the server holds. A total of
 * `*` means the client does not know the size yet.
 */
export type ContentRange =
  | { readonly kind: 'status'; readonly total: number | null }
  | { readonly kind: 'bytes'; readonly start: number; readonly end: number; readonly total: number | null };

// Fifteen digits stay below Number.MAX_SAFE_INTEGER, so no position is rounded.
const NUMBER = '(\\d{1,15})';
const HEADER = new RegExp(`^bytes (?:\\*|${NUMBER}-${NUMBER})/(?:\\*|${NUMBER})$`);

/** Parses the header; null when it is malformed or self-contradictory (end before start, end past total). */
export function parseContentRange(header: string): ContentRange | null {
  const match = HEADER.exec(header.trim());
  if (!match) return null;
  const [, startText, endText, totalText] = match;
  const total = totalText === undefined ? null : Number(totalText);
  if (startText === undefined || endText === undefined) return { kind: 'status', total };
  const start = Number(startText);
  const end = Number(endText);
  if (end < start) return null;
  if (total !== null && end >= total) return null;
  return { kind: 'bytes', start, end, total };
}

/** The `Range` header of a 308 answer: the bytes held so far, none when nothing arrived (the drive omits it then). */
export function receivedRangeHeader(received: number): string | undefined {
  return received > 0 ? `bytes=0-${received - 1}` : undefined;
}
