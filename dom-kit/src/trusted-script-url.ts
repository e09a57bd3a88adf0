/** The Trusted Types shape used here (lib.dom has no types for it yet). */
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): { createScriptURL(url: string): unknown };
}

/**
 * A script URL its caller chose and checked, as a TrustedScriptURL from the policy `name` (created on
 * first use), so `script.src` works on pages that send `require-trusted-types-for 'script'`. Where the
 * browser has no Trusted Types, or the site's `trusted-types` directive does not list the policy, the
 * plain string is returned and the browser decides.
 */
export function trustedScriptUrlPolicy(name: string): (url: string) => string {
  let policy: { createScriptURL(url: string): unknown } | null | undefined;
  return (url) => {
    if (policy === undefined) {
      const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
      try {
        policy = factory ? factory.createPolicy(name, { createScriptURL: (value) => value }) : null;
      } catch {
        policy = null;
      }
    }
    return (policy ? policy.createScriptURL(url) : url) as string;
  };
}
