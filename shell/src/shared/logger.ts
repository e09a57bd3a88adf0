import type { Logger } from '@cms-mf/shared-contracts';

/** A logger whose every line names who speaks: `[cmsmf gallery@1.0.0]`. */
export function createLogger(scope: string, debug: boolean): Logger {
  const prefix = `[cmsmf ${scope}]`;
  return {
    debug: (...args) => {
      if (debug) console.debug(prefix, ...args);
    },
    warn: (...args) => console.warn(prefix, ...args),
    error: (...args) => console.error(prefix, ...args),
  };
}
