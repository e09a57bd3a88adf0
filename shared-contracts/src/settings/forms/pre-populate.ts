import type { Flag } from '../flag';

/**
 * Pre-population (forms-addon.md §3), printed as
 * `var eacf7PrePopulateData_{formId}`. `prePopluate` and `prePopluateForm` are
 * the product's real spellings (MARKUP-FACTS §3.1): keep them.
 */
export interface PrePopulateSettings {
  /** Switch: after a send, carry the listed fields to another page. */
  readonly prePopluate?: Flag;
  /** Page that receives `?form={id}&field=value…`. */
  readonly redirectURL?: string;
  /** Id of the form on the target page that the values fill. */
  readonly prePopluateForm?: number | string;
  /** Names of the fields to carry. */
  readonly fields?: readonly string[];
}
