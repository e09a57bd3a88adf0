import type { CrossRemoteEventName, CrossRemoteEvents } from './cross-remote-events';

/** Typed publish/subscribe between remotes, over DOM CustomEvents on one target. */
export interface EventBus {
  emit<K extends CrossRemoteEventName>(name: K, detail: CrossRemoteEvents[K]): void;
  /** Returns the unsubscribe function. */
  on<K extends CrossRemoteEventName>(name: K, handler: (detail: CrossRemoteEvents[K]) => void): () => void;
}

/**
 * Creates a bus on `target` (the document in the browser), so that a remote
 * mounted later, or a script outside the runtime, can listen with plain
 * `addEventListener`.
 */
export function createEventBus(target: EventTarget): EventBus {
  return {
    emit(name, detail) {
      target.dispatchEvent(new CustomEvent(name, { detail }));
    },
    on(name, handler) {
      const listener = (event: Event) => handler((event as CustomEvent).detail);
      target.addEventListener(name, listener);
      return () => target.removeEventListener(name, listener);
    },
  };
}
