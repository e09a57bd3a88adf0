/** One place the resolver looked, and why it was not used. */
export interface BrowserAttempt {
  /** What was tried: `CHROMIUM_PATH`, `installed`, `playwright`, `packaged`. */
  readonly source: string;
  readonly path?: string;
  readonly failure: string;
}

/**
 * No browser could be found or started. The message lists every place tried and the one command
 * that fixes it on this machine. Checked by name, since test runners load it in several module graphs.
 */
export class BrowserUnavailableError extends Error {
  override readonly name = 'BrowserUnavailableError';

  constructor(
    readonly attempts: readonly BrowserAttempt[],
    readonly fix: string,
  ) {
    super(
      [
        'No Chromium or Chrome could be found or started for the browser tests and the benchmark.',
        'Tried, in order:',
        ...attempts.map((a) => `  - ${a.source}${a.path ? ` (${a.path})` : ''}: ${a.failure}`),
        `Fix: ${fix}`,
      ].join('\n'),
    );
  }
}

export const isBrowserUnavailableError = (error: unknown): error is BrowserUnavailableError =>
  error instanceof Error && error.name === 'BrowserUnavailableError';
