import type { NonceKind } from '../actions/action-map';

/** The page's current nonce per kind, and the one refresh in flight per kind. */
export interface NonceStore {
  get(kind: NonceKind): string | undefined;
  /**
   * Replaces the nonce `stale` of `kind` with one from `mint`. Calls that find the same
   * stale nonce while a refresh is in flight share it, so N expired calls cost one refresh.
   */
  refresh(kind: NonceKind, stale: string | undefined, mint: () => Promise<string>): Promise<void>;
}

export function createNonceStore(initial: Partial<Record<NonceKind, string>> = {}): NonceStore {
  const current = new Map<NonceKind, string>();
  for (const [kind, nonce] of Object.entries(initial) as [NonceKind, string | undefined][]) {
    // Page globals may carry an empty nonce (a cached page, a plugin off): treat it as missing.
    if (typeof nonce === 'string' && nonce !== '') current.set(kind, nonce);
  }
  const inFlight = new Map<NonceKind, Promise<void>>();

  return {
    get: (kind) => current.get(kind),
    refresh(kind, stale, mint) {
      // Another call already renewed the nonce this one was sent with: just retry with it.
      if (current.get(kind) !== stale) return Promise.resolve();
      let pending = inFlight.get(kind);
      if (!pending) {
        pending = mint()
          .then((nonce) => void current.set(kind, nonce))
          .finally(() => inFlight.delete(kind));
        inFlight.set(kind, pending);
      }
      return pending;
    },
  };
}
