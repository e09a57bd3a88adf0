import type { RegistryEntry } from '@cms-mf/shared-contracts/registry/module-registry';

/** The registry's own popup entry: the site's triggers load the same module, on the same trigger. */
const isPopupEntry = (entry: RegistryEntry) => entry.remote === 'forms' && entry.expose === './popup';

/** Longer selectors are not a site setting's: they are left out. */
const MAX_SELECTOR_LENGTH = 500;

/**
 * Registry entries for the site's popup triggers (`eacf7.settings.popupTriggers`, forms-addon.md
 * §3 Popup, issue 11): `./popup` loads on the first interaction with an element a trigger's
 * selector names (or at idle, as the popup button's entry does), and the click that woke it is
 * replayed, so the first click opens the form, whatever element the selector names. Without these, a trigger opened its form only on
 * pages that also carried a popup button. Which form a trigger opens is the popup module's
 * business; here only the selector counts, and one the browser cannot read is left out.
 */
export function popupTriggerEntries(registry: readonly RegistryEntry[], win: Window): RegistryEntry[] {
  const popup = registry.find(isPopupEntry);
  const settings = (win as { eacf7?: { settings?: { popupTriggers?: unknown } } }).eacf7?.settings;
  const triggers = settings?.popupTriggers;
  if (!popup || !Array.isArray(triggers)) return [];
  const probe = win.document.createDocumentFragment();
  const selectors = new Set<string>();
  for (const trigger of triggers as unknown[]) {
    const selector = (trigger as { selector?: unknown } | null)?.selector;
    if (typeof selector !== 'string' || selector.trim() === '' || selector.length > MAX_SELECTOR_LENGTH) continue;
    try {
      probe.querySelector(selector);
    } catch {
      continue;
    }
    selectors.add(selector.trim());
  }
  return [...selectors].map((selector) => ({ ...popup, selector, holdsAnyClick: true }));
}
