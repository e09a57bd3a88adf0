import path from 'node:path';

/** The repository root, whatever the working directory. */
export const REPO_ROOT = path.resolve(__dirname, '../..');

/** Where `npm run bench` writes: latest.md and latest.json (committed when the lead decides). */
export const RESULTS_DIR = path.join(REPO_ROOT, 'bench/results');

/** Scratch of a run (git-ignored): the monolith build, the served pages, the sites' data folders. */
export const SCRATCH_DIR = path.join(RESULTS_DIR, 'tmp');
