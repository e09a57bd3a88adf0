import { parseReleasePointer, type ParsedPointer } from '@cms-mf/shared-contracts/release/release-pointer';

/** Fetches the release pointer fresh on every page view: rollbacks take effect at once. */
export async function readPointer(pointerUrl: string): Promise<ParsedPointer> {
  const response = await fetch(pointerUrl, { cache: 'no-cache', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`the release pointer ${pointerUrl} answered ${response.status}`);
  return parseReleasePointer(await response.json());
}
