import { isSafeNavigationUrl } from '@cms-mf/shared-contracts/rules';
import type { RedirectionSettings } from '@cms-mf/shared-contracts/settings';
import { isFlagOn } from '@cms-mf/shared-contracts/settings';
import { type SubmittedInputs, substituteTags } from './tag-substitution';

/** Where to go after a send: nowhere, a target, or a target refused as unsafe (to be logged). */
export type RedirectTarget =
  | { readonly kind: 'none' }
  | { readonly kind: 'go'; readonly url: string; readonly newTab: boolean }
  | { readonly kind: 'refused'; readonly url: string };

/** Checks a target (DESIGN.md §8): only `http(s)` or a same-origin relative URL is followed. */
export function checkTarget(url: string, newTab: boolean): RedirectTarget {
  const target = url.trim();
  if (target === '') return { kind: 'none' };
  return isSafeNavigationUrl(target) ? { kind: 'go', url: target, newTab } : { kind: 'refused', url: target };
}

/**
 * The redirection after a send (forms-addon.md §3 "Redirection"; MARKUP-FACTS
 * §3.1): by `redirectionType` the URL (with `[field]` tags replaced when
 * `tagsSupport` is on), the page or the post; in a new tab when `isNewTab`.
 */
export function redirectTarget(settings: RedirectionSettings | undefined, inputs: SubmittedInputs): RedirectTarget {
  if (!settings || !isFlagOn(settings.redirection)) return { kind: 'none' };
  const newTab = isFlagOn(settings.isNewTab);
  switch (settings.redirectionType ?? 'url') {
    case 'page': return checkTarget(settings.redirectPage ?? '', newTab);
    case 'post': return checkTarget(settings.redirectPost ?? '', newTab);
    case 'url': {
      const url = settings.redirectURL ?? '';
      return checkTarget(isFlagOn(settings.tagsSupport) ? substituteTags(url, inputs) : url, newTab);
    }
    default: return { kind: 'none' };
  }
}
