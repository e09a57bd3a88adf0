import { stripHashState } from '@cms-mf/shared-contracts/registry/hash-state';

/**
 * The open image in the address, in the page's hash-state format
 * (theme-frontend.md "Hash state"): `#{gridId}|{n}`, n counting from 1 as the
 * caption does, joined with `||` to the other modules' state. Grids without an
 * id have no address: their lightbox still takes a history entry, so Back closes it.
 */

/** Image numbers as written in the address: 1 to 999999, no leading zero. */
const IMAGE_NUMBER = /^[1-9]\d{0,5}$/;

/** Whether one raw `||` part of the hash is an image address of `grid`. */
function isImagePart(part: string, grid: string): boolean {
  const [id, number, ...extra] = stripHashState(part).split('|');
  return id === grid && number !== undefined && IMAGE_NUMBER.test(number) && extra.length === 0;
}

/** The 0-based index of the image the hash opens in `grid`, or null. */
export function imageIndexInHash(hash: string, grid: string): number | null {
  if (grid === '') return null;
  const part = hash.replace(/^#/, '').split('||').find((p) => isImagePart(p, grid));
  return part === undefined ? null : Number(stripHashState(part).split('|')[1]) - 1;
}

/**
 * The hash with `grid`'s image address set to `index` (null removes it). The
 * other parts are kept as they were, so closing gives back the page's own hash;
 * only the part this module writes is its own.
 */
export function hashWithImage(hash: string, grid: string, index: number | null): string {
  const others = hash
    .replace(/^#/, '')
    .split('||')
    .filter((part) => part !== '' && !isImagePart(part, grid));
  if (grid !== '' && index !== null && stripHashState(grid) === grid) others.push(`${grid}|${index + 1}`);
  return others.join('||');
}

/** `href` with its hash replaced (an empty hash removes the `#`). */
export function withHash(href: string, hash: string): string {
  const url = new URL(href);
  url.hash = hash;
  return url.href;
}
