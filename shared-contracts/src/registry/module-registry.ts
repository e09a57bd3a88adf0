/**
 * The module registry as the shell holds it for one page view: every module the version of each
 * remote that this visitor runs declares (module-declaration.ts), with its remote's name. The
 * shell builds it from the release pointer; nothing compiles it into the shell, so a remote adds,
 * changes or removes a module with its own publish.
 */
import type { ModuleDeclaration } from './module-declaration';

/** A remote's name (module-declaration.ts `REMOTE_NAME`): any folder under `remotes/` is one. */
export type RemoteName = string;

export interface RegistryEntry extends ModuleDeclaration {
  readonly remote: RemoteName;
  /**
   * A plain click anywhere on its element is held while the module loads and replayed, not only
   * one on a link or button inside: the shell's entries for the site's popup triggers, whose
   * selectors may name any element (shell/src/runtime/popup-trigger-entries.ts).
   */
  readonly holdsAnyClick?: true;
}
