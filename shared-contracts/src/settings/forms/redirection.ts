import type { Flag } from '../flag';

/**
 * Redirection after a successful send (forms-addon.md §3), printed as
 * `var eacf7RedirectionData_{formId}` (MARKUP-FACTS §3.1). The add-on saves it
 * from its admin as JSON, so every key may be missing on an older save.
 */
export type RedirectionType = 'url' | 'page' | 'post';

export interface RedirectionSettings {
  /** Master switch. */
  readonly redirection?: Flag;
  readonly redirectionType?: RedirectionType;
  /** Target when `redirectionType` is `url`; may hold `[field]` placeholders when `tagsSupport` is on. */
  readonly redirectURL?: string;
  /** Replace `[field]` placeholders from the sent inputs. */
  readonly tagsSupport?: Flag;
  /** Permalink of the chosen page (the admin stores the URL, not the id). */
  readonly redirectPage?: string;
  /** Permalink of the chosen post. */
  readonly redirectPost?: string;
  readonly isNewTab?: Flag;
}
