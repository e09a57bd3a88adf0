/** The shape of the Trusted Types API the shell uses (lib.dom has no types for it yet). */
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): { createScriptURL(url: string): unknown };
}

/** The shell's Trusted Types policy name, for a site's `trusted-types` directive. */
export const SHELL_POLICY = 'cmsmf-shell';

let policy: { createScriptURL(url: string): unknown } | null | undefined;

/**
 * A script URL the shell itself chose (from the release pointer or an allowlisted
 * override) as a TrustedScriptURL, so `script.src` works on pages that send
 * `require-trusted-types-for 'script'`. Where the browser has no Trusted Types
 * (or the site's `trusted-types` directive does not list the policy) the plain
 * string is returned and the browser decides.
 */
export function trustedScriptUrl(url: string): string {
  if (policy === undefined) {
    const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
    try {
      policy = factory ? factory.createPolicy(SHELL_POLICY, { createScriptURL: (value) => value }) : null;
    } catch {
      policy = null;
    }
  }
  return (policy ? policy.createScriptURL(url) : url) as string;
}
