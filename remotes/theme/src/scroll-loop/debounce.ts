/**
 * Calls `run` once `ms` after the last call (the theme's `et_pb_debounce`);
 * nothing runs after `signal` aborts.
 */
export function debounce(run: () => void, ms: number, signal: AbortSignal): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  return () => {
    clearTimeout(timer);
    if (!signal.aborted) timer = setTimeout(run, ms);
  };
}
