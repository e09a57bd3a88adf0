import { useLayoutEffect, useReducer } from 'react';
import type { LightboxStore } from './lightbox-state';

/** Renders again on every change of the store; reads the state and opener during render. */
export function useLightboxStore(store: LightboxStore): Pick<LightboxStore, 'state' | 'opener'> {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const seen = store.state();
  useLayoutEffect(() => {
    const unsubscribe = store.subscribe(rerender);
    // A change between this render and the subscription is not lost.
    if (store.state() !== seen) rerender();
    return unsubscribe;
  }, [store]);
  return store;
}
