import type Database from 'better-sqlite3';

/**
 * What every stand-in's routes share once `createStandinsApp` has resolved
 * its options: the open database and the settings with defaults applied.
 */
export interface StandinsRuntime {
  readonly db: Database.Database;
  readonly dataDir: string;
  /** Public origin for the links the stand-ins hand out; undefined: each request's own origin. */
  readonly publicBaseUrl: string | undefined;
  /** Country for loopback, private and unknown addresses (ISO 3166-1 alpha-2, upper case). */
  readonly ipCountryDefault: string;
  /** Milliseconds since the epoch. */
  readonly now: () => number;
}
