import { defineModule, type FeatureModule, type ModuleSetup, type PageGlobals } from '@cms-mf/shared-contracts';
import { isFlagOn } from '@cms-mf/shared-contracts/settings';

/**
 * Pro features (MARKUP-FACTS §3.0, the add-on's boot order: booking, colour
 * picker, cloud-drive upload, input mask, popup form, repeater, conversational,
 * WhatsApp, digital signature, product dropdown, rich text, multistep, user
 * registration, save progress, checkout, image choice, preview submission)
 * run only when the page says `eacf7.isPro` (forms-addon.md §6); otherwise
 * their server markup stays as it is, all steps visible.
 */
export function isProActive(globals: PageGlobals): boolean {
  return isFlagOn(globals.eacf7?.isPro);
}

/** `defineModule` for a pro feature: without the pro flag the mount does nothing, so the server markup stays. */
export function proModule(setup: ModuleSetup): FeatureModule {
  return defineModule((el, ctx, signal) => (isProActive(ctx.globals) ? setup(el, ctx, signal) : undefined));
}
