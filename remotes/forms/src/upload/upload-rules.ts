// Deep imports: the package's root index re-exports every contract, and a remote should bundle only what it uses.
import { sizeExceededMessage, tooManyFilesMessage, typeNotAllowedMessage } from '@cms-mf/shared-contracts/constants';
import type { ResolvedUploaderConfig } from './uploader-config';

/** What the rules need of a picked file. */
export interface PickedFile {
  readonly name: string;
  readonly size: number;
}

/** A file the rules refused, with the exact §5 message. */
export interface Rejection {
  readonly name: string;
  readonly reason: 'count' | 'type' | 'size';
  readonly message: string;
}

export interface BatchVerdict<F extends PickedFile> {
  readonly accepted: readonly F[];
  readonly rejected: readonly Rejection[];
}

/** The extension after the last dot, lower case; '' when the name has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Whether a name's extension is allowed; `null` allows any (forms-addon.md §5 file default). */
export function isExtensionAllowed(name: string, extensions: readonly string[] | null): boolean {
  if (extensions === null) return true;
  const ext = extensionOf(name);
  return ext !== '' && extensions.includes(ext);
}

/** Why one file is refused, if it is: type first, then size (forms-addon.md §5). */
export function checkFile(file: PickedFile, config: Pick<ResolvedUploaderConfig, 'kind' | 'extensions' | 'effectiveMaxSize' | 'effectiveMaxSizeText'>): Rejection | null {
  if (!isExtensionAllowed(file.name, config.extensions)) {
    return { name: file.name, reason: 'type', message: typeNotAllowedMessage(config.kind) };
  }
  if (file.size > config.effectiveMaxSize) {
    return { name: file.name, reason: 'size', message: sizeExceededMessage(config.kind, config.effectiveMaxSizeText) };
  }
  return null;
}

/**
 * The verdict on a batch of picked or dropped files, given how many the field
 * already holds. A batch that would pass `max_files` is refused whole, with
 * the count message, so nothing of it uploads; otherwise each file is checked
 * on its own and the good ones go ahead.
 */
export function checkBatch<F extends PickedFile>(files: readonly F[], held: number, config: ResolvedUploaderConfig): BatchVerdict<F> {
  if (files.length === 0) return { accepted: [], rejected: [] };
  if (held + files.length > config.max_files) {
    return {
      accepted: [],
      rejected: [{ name: files.map((file) => file.name).join(', '), reason: 'count', message: tooManyFilesMessage(config.max_files, config.kind) }],
    };
  }
  const accepted: F[] = [];
  const rejected: Rejection[] = [];
  for (const file of files) {
    const rejection = checkFile(file, config);
    if (rejection) rejected.push(rejection);
    else accepted.push(file);
  }
  return { accepted, rejected };
}

/** The value for the file input's `accept`: the allowed extensions, or images for an image field without a list. */
export function acceptAttribute(config: Pick<ResolvedUploaderConfig, 'kind' | 'extensions'>): string | undefined {
  if (config.extensions) return config.extensions.map((ext) => `.${ext}`).join(',');
  return config.kind === 'image' ? 'image/*' : undefined;
}
