import { isRecord } from '../is-record';
import { parseLoadTrigger, type LoadTrigger } from './load-trigger';

/**
 * One module a remote declares in its own folder (`remotes/<name>/src/modules.ts`): which markup
 * it mounts on and when it loads. The build writes a remote's declarations beside its entry
 * (MODULES_FILE), `release publish` copies them into that version's pointer entry, and the shell
 * mounts what the version each visitor runs declares: a module ships, canaries and rolls back
 * with its code, and no shell release is needed to add one.
 */
export interface ModuleDeclaration {
  /** CSS selector of the element the module mounts on (once per matching element). */
  readonly selector: string;
  /** Exposed module path in the remote, e.g. `./lightbox`. */
  readonly expose: string;
  /** When the module loads; an element's `data-cmsmf-load` attribute overrides it. */
  readonly load: LoadTrigger;
  /**
   * Page global that must be present as well: page-level behaviours (sticky,
   * motion, animations) mount on `body` only when the CMS printed their data.
   */
  readonly global?: string;
  /**
   * A page-level behaviour mounted on a page wrapper (`body`, `#page-container`): a click inside
   * its element is not held while it loads, since that would hold every link on the page.
   * Entries with a `global` are page-level as well.
   */
  readonly pageLevel?: true;
}

/** The file a remote build writes its declarations to, beside `remoteEntry.js`: `{ "modules": [...] }`. */
export const MODULES_FILE = 'cmsmf-modules.json';

/** A remote's name: a folder under `remotes/`, a key of the release pointer, part of its container's global. */
export const REMOTE_NAME = /^[a-z][a-z0-9-]{0,30}$/;

/** An exposed module's path: `./lightbox`, `./char-counter`. */
export const EXPOSE_PATH = /^\.\/[a-z][a-z0-9-]{0,62}$/;

/** A page global's name, as `window[name]`. */
const GLOBAL_NAME = /^[A-Za-z_$][\w$]{0,63}$/;

/** Longest selector accepted: a registry selector is a few classes, not a stylesheet. */
const MAX_SELECTOR_LENGTH = 400;

/** Whether a value is a remote's name; never one of Object.prototype's (`constructor`), which a lookup by name would find. */
export const isRemoteName = (value: unknown): value is string => typeof value === 'string' && REMOTE_NAME.test(value) && !(value in Object.prototype);

/** A declaration as read from a build or a pointer: the declaration, or why it is refused. */
export type DeclarationCheck = { readonly ok: true; readonly declaration: ModuleDeclaration } | { readonly ok: false; readonly reason: string };

/**
 * Checks one declaration read from outside the code (a build's MODULES_FILE, a pointer entry).
 * The rules every reader applies, so the build, `release publish` and the shell agree. A
 * selector's syntax is the browser's to judge: the shell tries it (`isBrowserSelector`), the
 * build's tests try it in jsdom; here only its shape is checked.
 */
export function checkDeclaration(value: unknown): DeclarationCheck {
  if (!isRecord(value)) return { ok: false, reason: 'not an object' };
  const { selector, expose, load, global, pageLevel } = value;
  if (typeof expose !== 'string' || !EXPOSE_PATH.test(expose)) return { ok: false, reason: `expose ${JSON.stringify(expose)} is not like "./name"` };
  if (typeof selector !== 'string' || selector.trim() === '' || selector.length > MAX_SELECTOR_LENGTH || /[{}<>]/.test(selector)) {
    return { ok: false, reason: `${expose}: the selector is not a CSS selector of up to ${MAX_SELECTOR_LENGTH} characters` };
  }
  const trigger = typeof load === 'string' ? parseLoadTrigger(load) : undefined;
  if (trigger === undefined || trigger !== load) return { ok: false, reason: `${expose}: unknown load trigger ${JSON.stringify(load)}` };
  if (global !== undefined && (typeof global !== 'string' || !GLOBAL_NAME.test(global))) return { ok: false, reason: `${expose}: global ${JSON.stringify(global)} is not a global's name` };
  if (pageLevel !== undefined && pageLevel !== true) return { ok: false, reason: `${expose}: pageLevel is true or absent` };
  const declaration: { -readonly [K in keyof ModuleDeclaration]: ModuleDeclaration[K] } = { selector, expose, load: trigger };
  if (global !== undefined) declaration.global = global;
  if (pageLevel) declaration.pageLevel = true;
  return { ok: true, declaration };
}

/** Whether the browser can read a selector (it throws on one it cannot). */
export function isBrowserSelector(selector: string, doc: Document): boolean {
  try {
    doc.createDocumentFragment().querySelector(selector);
    return true;
  } catch {
    return false;
  }
}
