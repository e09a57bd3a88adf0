import type { ShellConfig } from '../runtime/shell-config';

/**
 * Where the release pointer is: `cmsmf.pointerUrl`, or `remotes.json` in the folder above
 * the shell's. Apart from shell-config.ts, which only the runtime chunk reads: the initial
 * chunk then carries no module of its own for it (its 2 KB budget).
 */
export function pointerUrlOf(win: Window, shellUrl: string): string {
  const config = (win as { cmsmf?: ShellConfig | null }).cmsmf;
  return new URL(config?.pointerUrl ?? '../remotes.json', shellUrl).href;
}
