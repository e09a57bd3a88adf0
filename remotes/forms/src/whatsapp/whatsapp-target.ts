import type { WhatsAppSettings } from '@cms-mf/shared-contracts/settings';
import { isFlagOn } from '@cms-mf/shared-contracts/settings';
import { type RedirectTarget, checkTarget } from '../redirection/redirect-target';
import { type SubmittedInputs, substituteTags } from '../redirection/tag-substitution';

/**
 * The WhatsApp redirect after a send (forms-addon.md §3 "Integrations";
 * MARKUP-FACTS §3.2): `whatsAppUrl` (a `wa.me` link) with its `[field]`
 * placeholders replaced by the submitted, URL-encoded values, so the message
 * the visitor wrote arrives in the chat. Checked like any redirect.
 */
export function whatsAppTarget(settings: WhatsAppSettings | undefined, inputs: SubmittedInputs): RedirectTarget {
  if (!settings || !isFlagOn(settings.enableWhatsApp)) return { kind: 'none' };
  return checkTarget(substituteTags(settings.whatsAppUrl ?? '', inputs), isFlagOn(settings.isNewTab));
}
