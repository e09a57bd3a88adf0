import { trustedScriptUrlPolicy } from '@cms-mf/dom-kit';

/** The shell's Trusted Types policy name, for a site's `trusted-types` directive. */
export const SHELL_POLICY = 'cmsmf-shell';

/** A script URL the shell itself chose (from the release pointer or an allowlisted override), as a TrustedScriptURL. */
export const trustedScriptUrl = trustedScriptUrlPolicy(SHELL_POLICY);
