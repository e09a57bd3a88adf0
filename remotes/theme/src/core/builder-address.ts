/**
 * Builder module addresses and the locked rule (theme-frontend.md §3 "Builder
 * module", §5 "Sticky and builder rules", §6).
 */

/** A module address (`0.1.0.2`) is valid only when every part is numeric. */
export function isValidAddress(address: string): boolean {
  return address !== '' && address.split('.').every((part) => /^\d+$/.test(part));
}

/** The address of the parent module, or null at the top (or for an invalid address). */
export function parentAddress(address: string): string | null {
  if (!isValidAddress(address)) return null;
  const cut = address.lastIndexOf('.');
  return cut === -1 ? null : address.slice(0, cut);
}

/** A module is locked if it or any ancestor has `locked` set to `on`. */
export function isLocked(address: string, attrsOf: (address: string) => { readonly locked?: string } | undefined): boolean {
  for (let at: string | null = isValidAddress(address) ? address : null; at !== null; at = parentAddress(at)) {
    if (attrsOf(at)?.locked === 'on') return true;
  }
  return false;
}
