import type { RegistryEntry } from '@cms-mf/shared-contracts/registry/module-registry';

/** The registry's own popup entry: the site's triggers load the same module, on the same trigger. */
const isPopupEntry = (entry: RegistryEntry) => entry.remote === 'forms' && entry.expose === './popup';

/**
 * Registry entries for the site's popup triggers (`eacf7.settings.popupTriggers`, forms-addon.md
 * §3 Popup): `./popup` loads on the first interaction with an element a trigger's
 * selector names (or at idle, as the popup button's entry does), and the click that woke it is
 * replayed, so the first click opens the form, whatever element the selector names. Without
 * these, a trigger opened its form only on pages that also carried a popup button. Which form a
 * trigger opens is the popup module's business; here only the selector counts, and one the
 * browser cannot read is left out. Kept small: it rides in the runtime chunk every page with
 * modules downloads.
 */
export function popupTriggerEntries(registry: readonly RegistryEntry[], win: Window): RegistryEntry[] {
  const popup = registry.find(isPopupEntry);
  const triggers = (win as { eacf7?: { settings?: { popupTriggers?: unknown } } }).eacf7?.settings?.popupTriggers;
  if (!popup || !Array.isArray(triggers)) return [];
  const fragment = win.document.createDocumentFragment();
  return (triggers as unknown[]).flatMap((trigger): RegistryEntry[] => {
    const given = (trigger as { selector?: unknown } | null)?.selector;
    const selector = typeof given === 'string' ? given.trim() : '';
    try {
      // Throws on a selector the browser cannot read.
      if (selector && !fragment.querySelector(selector)) return [{ ...popup, selector, holdsAnyClick: true }];
    } catch {
      // Left out.
    }
    return [];
  });
}
