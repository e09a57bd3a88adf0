/**
 * Runs the WordPress plugin's PHP test (smoke-test.php) as part of the unit tests, on machines that
 * have PHP: with WordPress's own script loader where its files are (Debian's `wordpress` package, or
 * WORDPRESS_DIR), with a stand-in registry where not. Nothing needs installing: without PHP it is
 * skipped, and its name says why.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const SMOKE_TEST = path.join(__dirname, 'smoke-test.php');
const phpRuns = spawnSync('php', ['--version'], { encoding: 'utf8' }).status === 0;

(phpRuns ? it : it.skip)(phpRuns ? 'the plugin passes its PHP test' : 'the plugin passes its PHP test (skipped: no `php` on this machine; Debian: apt-get install php-cli)', () => {
  const run = spawnSync('php', [SMOKE_TEST], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  expect(run.stdout).toMatch(/^ok \(/);
});
