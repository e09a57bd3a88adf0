/**
 * Toggles classes on a shared element (the body, which other modules also
 * change) and on abort puts back only the classes it touched, as first seen,
 * rather than the whole `class` attribute.
 */
export function createClassSwitch(el: Element, signal: AbortSignal): (name: string, on: boolean) => void {
  const first = new Map<string, boolean>();
  signal.addEventListener('abort', () => first.forEach((had, name) => el.classList.toggle(name, had)), { once: true });
  return (name, on) => {
    if (!first.has(name)) first.set(name, el.classList.contains(name));
    el.classList.toggle(name, on);
  };
}
