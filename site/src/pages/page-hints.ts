/** The preload hints a page view may print, each a run of `<link>` tags ('' for none). */
export interface HintParts {
  /** The shell's runtime chunk and the release pointer (shell-preload.ts); '' when the served shell is not ours. */
  readonly shell: string;
  /** The shell's remote-loader chunk (shell-preload.ts). */
  readonly loader: string;
  /** The entry and chunks of the modules a tap at the top of the page would load (module-hints.ts). */
  readonly modules: string;
}

/**
 * Which hints a page prints: the shell's, on any page that holds modules; the remote loader with the
 * module hints, and only beside them, since it serves nothing until a module loads; neither for a
 * visitor who asked to save data, whose page downloads no module code before intent. Nothing at all
 * when the served shell is not ours: the files the other hints name would be no shell's.
 */
export function pageHints({ shell, loader, modules }: HintParts, saveData: boolean): string {
  if (shell === '') return '';
  if (saveData || modules === '') return shell;
  return [shell, loader, modules].filter((part) => part !== '').join('\n');
}
