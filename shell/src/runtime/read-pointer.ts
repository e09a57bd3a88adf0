import { parseReleasePointer, type ParsedPointer } from '@cms-mf/shared-contracts/release/release-pointer';

/**
 * Reads the release pointer, which the shell fetches fresh (`no-cache`) on every
 * page view, so rollbacks take effect at once.
 */
export async function readPointer(pointerUrl: string, fetched: Promise<Response>): Promise<ParsedPointer> {
  const response = await fetched;
  if (!response.ok) throw new Error(`the release pointer ${pointerUrl} answered ${response.status}`);
  return parseReleasePointer(await response.json());
}
