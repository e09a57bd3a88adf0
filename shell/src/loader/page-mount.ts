import type { Logger } from '@cms-mf/shared-contracts';
import { createContextFactory } from './module-context';
import { createMountLoaded, type MountLoaded } from './mount-loaded';

/**
 * Mounting with the page's module contexts, errors to the shell's log. start.ts takes it from
 * the remote-loader chunk when the first module has loaded: nothing mounts before that.
 */
export function createPageMount(win: Window, debug: boolean, log: Logger): MountLoaded {
  return createMountLoaded(createContextFactory(win, debug, (message) => log.error(message)), (message, error) => log.error(message, error));
}
