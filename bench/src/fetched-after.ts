/** One resource the page fetched, as its resource timing names it. */
export interface FetchedResource {
  readonly name: string;
  readonly startTime: number;
}

/**
 * The paths under `prefix` (the shell's and the remotes' `/mf/`) that the page started to fetch at or
 * after `since` (an input's `timeStamp`): what a tap still waited for on the network. A file the server
 * hinted and the browser reused has no entry of its own, so it is never counted here.
 */
export function fetchedAfter(resources: readonly FetchedResource[], since: number, prefix = '/mf/'): string[] {
  return resources.filter((r) => r.startTime >= since).map((r) => new URL(r.name).pathname).filter((p) => p.startsWith(prefix));
}
