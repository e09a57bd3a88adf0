import type { Logger } from '@cms-mf/shared-contracts';
import { createModuleLoader, type ModuleLoader, type ModuleLoaderOptions } from './module-loader';
import { recordPhase } from '../shared/phase-marks';

/** What the remote loader needs besides the log it reports to. */
export type QuietLoaderOptions = Omit<ModuleLoaderOptions, 'onVersionFailed' | 'onSharingWarning'>;

/**
 * The remote loader reporting to the shell's log: one console error per failed version, naming what runs
 * instead, and the failure on the performance timeline for telemetry. Only a load reports anything, so
 * this travels in the remote-loader chunk, not in the runtime chunk every page with modules downloads.
 */
export function createLoggedModuleLoader(options: QuietLoaderOptions, log: Logger): ModuleLoader {
  return createModuleLoader({
    ...options,
    onVersionFailed(remote, version, error, fallback) {
      const outcome = fallback ? `running version "${fallback}" instead` : 'its modules stay as server markup';
      log.error(`remote "${remote}" version "${version}" failed to load; ${outcome}`, error);
      recordPhase(error instanceof Error ? error.name : 'other', remote, version);
    },
    onSharingWarning: (message) => log.warn(message),
  });
}
