/**
 * Calls `reset` when the form is reset: by the browser's reset, and after a
 * successful send (CF7 resets the form and fires `wpcf7reset`; the add-on
 * clears its fields on `wpcf7mailsent`). Ends with `signal`.
 */
export function onFormReset(form: HTMLFormElement, reset: () => void, signal: AbortSignal): void {
  // After the browser's own reset has restored the defaults: a microtask later.
  const later = () => queueMicrotask(reset);
  form.addEventListener('reset', later, { signal });
  form.addEventListener('wpcf7reset', later, { signal });
  form.addEventListener('wpcf7mailsent', later, { signal });
}
