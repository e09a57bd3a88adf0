/** A request as the chain needs it: its URL, type and the URL of what started it. */
export interface ChainRequest {
  readonly url: string;
  readonly resourceType: string;
  /** The script (or document) that issued it; null when DevTools names none. */
  readonly initiator: string | null;
}

/** Requests that are links of the loading chain: scripts and the pointer (fetches), not images or styles. */
const inChain = (r: ChainRequest) => r.resourceType === 'Script' || r.resourceType === 'Fetch' || r.resourceType === 'XHR';

/**
 * The request-chain depth of a page view: the longest run of requests that each
 * waited for the one before, counted from the document (the shell is 1; the
 * pointer and runtime requested by it are 2; what they request is 3, and so on).
 */
export function chainDepth(requests: readonly ChainRequest[], documentUrl: string): number {
  const byUrl = new Map(requests.filter(inChain).map((r) => [r.url, r]));
  const memo = new Map<string, number>();
  const depthOf = (url: string | null, seen: Set<string>): number => {
    if (url === null || url === documentUrl || !byUrl.has(url) || seen.has(url)) return 0;
    const known = memo.get(url);
    if (known !== undefined) return known;
    seen.add(url);
    const depth = 1 + depthOf(byUrl.get(url)!.initiator, seen);
    memo.set(url, depth);
    return depth;
  };
  return Math.max(0, ...[...byUrl.keys()].map((url) => depthOf(url, new Set())));
}
