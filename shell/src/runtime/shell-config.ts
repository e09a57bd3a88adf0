import type { OverrideSettings } from '../operations/override/override-rules';
import type { TelemetrySettings } from './telemetry/start-if-sampled';

/**
 * Optional page global `cmsmf` that tunes the shell. A page needs none of it:
 * the pointer defaults to `remotes.json` next to the shell's folder.
 */
export interface ShellConfig {
  /** URL of the release pointer. @default new URL('../remotes.json', shell URL) */
  readonly pointerUrl?: string;
  /** How long one remote entry may take to load before it counts as failed, in ms. @default 8000 */
  readonly remoteTimeoutMs?: number;
  /** Print debug lines to the console. @default false */
  readonly debug?: boolean;
  /** Guarded overrides: origins whose builds may replace a remote in one tab. Off unless set; set it only for staff. */
  readonly overrides?: OverrideSettings;
  /** Field telemetry by beacon, sampled. Off unless set. */
  readonly telemetry?: TelemetrySettings;
}

export function readShellConfig(win: Window): ShellConfig {
  const value = (win as unknown as { cmsmf?: unknown }).cmsmf;
  return value !== null && typeof value === 'object' ? (value as ShellConfig) : {};
}
