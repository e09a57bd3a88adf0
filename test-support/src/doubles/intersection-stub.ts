/**
 * A hand-driven IntersectionObserver for jsdom: tests say which elements
 * intersect (the theme's scroll effects and animations use it).
 */
export interface IntersectionStub {
  /** Reports `elements` as entering (true) or leaving (false) to every observer watching them. */
  set(elements: readonly Element[], intersecting: boolean): void;
  /** How many observers are connected. */
  connected(): number;
  restore(): void;
}

export function installIntersectionStub(): IntersectionStub {
  const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Set<Element>; self: IntersectionObserver }>();
  class Stub {
    private readonly record: { callback: IntersectionObserverCallback; targets: Set<Element>; self: IntersectionObserver };
    constructor(callback: IntersectionObserverCallback) {
      this.record = { callback, targets: new Set(), self: this as unknown as IntersectionObserver };
      observers.add(this.record);
    }
    observe(el: Element): void {
      this.record.targets.add(el);
    }
    unobserve(el: Element): void {
      this.record.targets.delete(el);
    }
    disconnect(): void {
      observers.delete(this.record);
    }
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = Stub;
  return {
    set(elements, isIntersecting) {
      for (const record of observers) {
        const seen = elements.filter((el) => record.targets.has(el)).map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
        if (seen.length > 0) record.callback(seen, record.self);
      }
    },
    connected: () => observers.size,
    restore() {
      (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = original;
    },
  };
}
