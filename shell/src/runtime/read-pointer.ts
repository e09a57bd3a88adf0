import { parseReleasePointer, type ParsedPointer } from '@cms-mf/shared-contracts/release/release-pointer';
import { PointerUnavailableError } from './errors/pointer-unavailable-error';

/**
 * Reads the release pointer, which the shell fetches fresh (`no-cache`) on every
 * page view, so rollbacks take effect at once. Rejects with a
 * `PointerUnavailableError` when it does not arrive, an `InvalidPointerError` when it is malformed.
 */
export async function readPointer(pointerUrl: string, fetched: Promise<Response>): Promise<ParsedPointer> {
  const response = await fetched.catch((error: unknown) => {
    throw new PointerUnavailableError(`the release pointer ${pointerUrl} could not be fetched: ${String(error)}`);
  });
  if (!response.ok) throw new PointerUnavailableError(`the release pointer ${pointerUrl} answered ${response.status}`);
  return parseReleasePointer(await response.json());
}

