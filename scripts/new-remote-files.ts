import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isRemoteName } from '@cms-mf/shared-contracts/registry/module-declaration';

/** The remote's name wherever it appears in the template: file contents only, never file names. */
export const NAME_PLACEHOLDER = '__NAME__';

/** The template a new remote is written from: plain files, themselves a remote named `__NAME__` (typechecked, linted and tested like one). */
export const TEMPLATE_DIR = path.join(__dirname, 'new-remote-template');

/** One file of a new remote: its path inside `remotes/<name>/` (forward slashes) and its text. */
export interface RemoteFile {
  readonly path: string;
  readonly text: string;
}

/** A name as the scaffold judges it: the name, or why it is refused. */
export type NameCheck = { readonly ok: true; readonly name: string } | { readonly ok: false; readonly reason: string };

/**
 * Whether `name` may name a new remote: a remote's name (REMOTE_NAME: a folder, a key of the
 * release pointer, part of its container's global) that no remote holds already. `taken` lists
 * the remotes of the checkout and of the target folder: a second `gallery` built elsewhere would
 * replace the real one's versions in the pointer.
 */
export function checkNewRemoteName(name: string | undefined, taken: readonly string[]): NameCheck {
  if (name === undefined || name === '') return { ok: false, reason: 'name the remote: npm run new-remote -- <name> [--dir <folder holding remotes/>]' };
  if (!isRemoteName(name)) return { ok: false, reason: `"${name}" is not a remote's name: lower-case letters, digits and dashes, starting with a letter, at most 31 characters` };
  if (taken.includes(name)) return { ok: false, reason: `a remote named "${name}" exists already` };
  return { ok: true, name };
}

/** The files of a new remote: every template file with the placeholder replaced by its name, in path order. */
export function remoteFiles(name: string, template: readonly RemoteFile[]): RemoteFile[] {
  return template
    .map((file) => ({ path: file.path, text: file.text.replaceAll(NAME_PLACEHOLDER, name) }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** Reads a template folder: every file under it, by path relative to it. */
export function readTemplate(dir: string = TEMPLATE_DIR): RemoteFile[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { path: path.relative(dir, file).split(path.sep).join('/'), text: readFileSync(file, 'utf8') };
    });
}
