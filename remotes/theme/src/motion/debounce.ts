/**
 * Runs `fn` once `ms` have passed without another call; an abort cancels a
 * pending run (one AbortController per mount, STYLE.md).
 */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number, signal: AbortSignal): (...args: A) => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  return (...args: A) => {
    clearTimeout(timer);
    if (signal.aborted) return;
    timer = setTimeout(() => fn(...args), ms);
  };
}
