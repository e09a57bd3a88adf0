import type { BookingSettings } from '../settings/forms/booking';
import type { ConditionalSettings } from '../settings/forms/conditional';
import type { ConversationalSettings } from '../settings/forms/conversational';
import type { DigitalSignatureSettings } from '../settings/forms/digital-signature';
import type { CheckoutSettings, PreviewSubmissionSettings, SaveProgressSettings } from '../settings/forms/form-switches';
import type { IntegrationsSettings } from '../settings/forms/integrations';
import type { PrePopulateSettings } from '../settings/forms/pre-populate';
import type { RedirectionSettings } from '../settings/forms/redirection';
import type { UserRegistrationSettings } from '../settings/forms/user-registration';
import type { PageGlobals } from './page-globals';

/**
 * Per-form settings the add-on prints after each form as
 * `var eacf7{Kind}Data_{formId}` (MARKUP-FACTS §3.0), by kind.
 * `IBooking` keeps the product's own spelling.
 */
export interface PerFormGlobals {
  Conditional: ConditionalSettings;
  Redirection: RedirectionSettings;
  PrePopulate: PrePopulateSettings;
  Integrations: IntegrationsSettings;
  UserRegistration: UserRegistrationSettings;
  Conversational: ConversationalSettings;
  PreviewSubmission: PreviewSubmissionSettings;
  Checkout: CheckoutSettings;
  SaveProgress: SaveProgressSettings;
  IBooking: BookingSettings;
  DigitalSignature: DigitalSignatureSettings;
}

export type PerFormGlobalKind = keyof PerFormGlobals;

export const PER_FORM_GLOBAL_KINDS: readonly PerFormGlobalKind[] = [
  'Conditional',
  'Redirection',
  'PrePopulate',
  'Integrations',
  'UserRegistration',
  'Conversational',
  'PreviewSubmission',
  'Checkout',
  'SaveProgress',
  'IBooking',
  'DigitalSignature',
];

/** Name of a per-form global, e.g. `perFormGlobalName('Redirection', 12)` -> `eacf7RedirectionData_12`. */
export function perFormGlobalName(kind: PerFormGlobalKind, formId: number | string): string {
  return `eacf7${kind}Data_${formId}`;
}

/**
 * Reads one per-form global. Returns undefined when the page did not print it,
 * or printed something of the wrong kind (an array where an object belongs, or
 * the reverse), so a module treats a broken global like an absent feature.
 */
export function readPerFormGlobal<K extends PerFormGlobalKind>(globals: PageGlobals, kind: K, formId: number | string): PerFormGlobals[K] | undefined {
  const value = globals[perFormGlobalName(kind, formId)];
  if (typeof value !== 'object' || value === null) return undefined;
  const wantsList = kind === 'Conditional';
  return Array.isArray(value) === wantsList ? (value as PerFormGlobals[K]) : undefined;
}
