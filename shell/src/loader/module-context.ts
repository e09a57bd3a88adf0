import type { ModuleContext } from '@cms-mf/shared-contracts';
import { createEventBus } from '@cms-mf/shared-contracts/events';
import { readBuilderContext, readPageGlobals } from '@cms-mf/shared-contracts/globals';
import { createLogger } from '../shared/logger';
import { getPageClient } from './page-client';
import type { LoadedModule } from './module-loader';

/** Builds the context each module receives; what it holds besides the logger is one per page. */
export type ContextFactory = (loaded: LoadedModule) => ModuleContext;

/**
 * The page's module contexts: globals, builder context, event bus and ajax client, read once.
 * It travels in the remote-loader chunk (page-mount.ts), since nothing needs it before a module has
 * loaded: the runtime chunk, all a gallery page downloads until intent, stays without the
 * page-global and builder readers.
 */
export function createContextFactory(win: Window, debug: boolean, reportChunkFailure: (message: string) => void): ContextFactory {
  const shared = {
    globals: readPageGlobals(win),
    client: () => getPageClient(win, (error) => reportChunkFailure(error.message)),
    builder: readBuilderContext(win.document.body),
    events: createEventBus(win.document),
  };
  return (loaded) => ({ ...shared, log: createLogger(`${loaded.remote}@${loaded.version}`, debug) });
}
