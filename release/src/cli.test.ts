import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fakeBuild } from '@cms-mf/test-support/doubles/fake-build';

// The release tool's command line, run as ops run it.
// Each case starts the tool (tsx) as ops do: seconds each on a shared machine.
jest.setTimeout(60_000);
const REPO_ROOT = path.resolve(__dirname, '../..');
const TSX = path.join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs');

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

const release = (...args: string[]): Promise<Run> =>
  new Promise((resolve) => {
    execFile(process.execPath, [TSX, 'release/src/cli.ts', ...args], { cwd: REPO_ROOT, encoding: 'utf8' }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });

let work: string;
let releasesDir: string;
beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'release-cli-'));
  releasesDir = path.join(work, 'releases');
});
afterEach(() => rm(work, { recursive: true, force: true }));

test('--help, -h and help print the usage and exit 0, on the tool and on each command', async () => {
  const runs = await Promise.all([release('--help'), release('-h'), release('help'), release('--', 'help'), release('canary', '--help'), release('help', 'prune')]);
  for (const run of runs) {
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toMatch(/^usage: release /);
  }
  expect(runs[0]!.stdout).toContain('release canary <remote> (--version V | --from DIR) --percent P');
  expect(runs[4]!.stdout).toMatch(/^usage: release canary <remote>/);
  expect(runs[5]!.stdout).toMatch(/^usage: release prune /);
});

test('a bad argument is a one-line usage error, never a stack trace, and changes nothing', async () => {
  const cases: Array<[string[], RegExp]> = [
    [['canary', 'gallery', '--version', 'v', '--percent', '-1'], /--percent wants a share of visitors above 0 and at most 100, not "-1"/],
    [['canary', 'gallery', '--version', 'v', '--percent', '0x10'], /not "0x10"/],
    [['canary', 'gallery', '--version', 'v', '--percent', ''], /not ""/],
    [['prune', '--keep', '-1'], /--keep wants a whole number of versions, 0 or more, not "-1"/],
    [['publish', 'gallery', '--bogus'], /unknown option --bogus/],
    [['list', '--percent', '5'], /list takes no --percent/],
    [['nope'], /there is no command "nope"/],
  ];
  const runs = await Promise.all(cases.map(([args]) => release(...args, '--releases', releasesDir)));
  runs.forEach((run, i) => {
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(cases[i]![1]);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain('usage: release');
  });
  expect(existsSync(releasesDir)).toBe(false);
});

test('canary --from with a percentage out of range publishes nothing', async () => {
  const build = await fakeBuild(path.join(work, 'build'), 'var cmsmf_gallery = 1;');
  for (const percent of ['0', '150']) {
    const run = await release('canary', 'gallery', '--from', build, '--percent', percent, '--releases', releasesDir);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`not "${percent}"`);
  }
  expect(existsSync(releasesDir) ? await readdir(releasesDir) : []).toEqual([]);
});
