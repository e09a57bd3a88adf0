import type { PageGlobals } from '@cms-mf/shared-contracts';
import { isFlagOn } from '@cms-mf/shared-contracts/settings';

/**
 * Pro features (cloud-drive upload, multistep, conversational; MARKUP-FACTS
 * §3.2) run only when the page says `eacf7.isPro` (forms-addon.md §6);
 * otherwise their server markup stays as it is, all steps visible.
 */
export function isProActive(globals: PageGlobals): boolean {
  return isFlagOn(globals.eacf7?.isPro);
}
