/** Counts the parts of a body as its chunks arrive, so a body with too many is refused before it is all read. */
export interface PartCounter {
  /** Takes the next chunk; the parts seen so far. */
  push(chunk: Uint8Array): number;
}

const AMPERSAND = 0x26;

/**
 * A counter for a multipart body with this boundary (every `--boundary`
 * starts a part; the closing one starts none), or, with no boundary, for a
 * url-encoded one (`&`-separated pairs). Counting over-estimates at worst (a
 * delimiter-like run inside a value), never under-estimates: a delimiter split
 * across two chunks is found through the tail kept from the first.
 */
export function createPartCounter(boundary: string | null): PartCounter {
  if (boundary === null) {
    let pairs = 0;
    let any = false;
    return {
      push(chunk) {
        if (chunk.length > 0 && !any) {
          any = true;
          pairs++;
        }
        for (let at = chunk.indexOf(AMPERSAND); at !== -1; at = chunk.indexOf(AMPERSAND, at + 1)) pairs++;
        return pairs;
      },
    };
  }
  const delimiter = Buffer.from(`--${boundary}`);
  let tail = Buffer.alloc(0);
  let delimiters = 0;
  return {
    push(chunk) {
      const window = Buffer.concat([tail, chunk]);
      let end = 0;
      for (let at = window.indexOf(delimiter); at !== -1; at = window.indexOf(delimiter, at + delimiter.length)) {
        delimiters++;
        end = at + delimiter.length;
      }
      // Kept: what could begin a delimiter that ends in the next chunk (never part of one already counted).
      tail = Buffer.from(window.subarray(Math.max(end, window.length - delimiter.length + 1)));
      return Math.max(0, delimiters - 1);
    },
  };
}
