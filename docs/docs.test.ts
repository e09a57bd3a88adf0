/**
 * The documentation tells the truth about the repository (issue 22's "done when"):
 * - the README's module table is the one generated from the registry and the remotes' exposes;
 * - every screenshot the script takes is committed and shown in the README;
 * - no README, docs or wordpress link points outside the repository, except to public http(s) sites,
 *   and every link inside it reaches a file (and a heading, when it names one);
 * - every command in a `bash`/`sh` block names a real npm script, a real release-tool command with
 *   its real options, a tool the guides may use, or a file that exists. Long commands are not run.
 * Reads source files only (no build output), so it runs before the build as CI does.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { isRemoteName } from '@cms-mf/shared-contracts/registry/module-declaration';
import { workspaceRegistry } from '@cms-mf/release/workspace-remotes';
import { moduleTable, tableIn } from '../scripts/module-table';
import { OPTION_NAMES } from '@cms-mf/release/cli-args';
import { COMMAND_USAGE } from '@cms-mf/release/cli-usage';
import { SCREENSHOTS } from '../scripts/screenshot-list';
import { migrate } from '@cms-mf/site/db/migrate';
import { fencedBlocks, headingSlugs, isPublicWebUrl, linkTargets, shellCommands, shellLines } from './markdown';

const ROOT = path.resolve(__dirname, '..');
const read = (relative: string): string => readFileSync(path.join(ROOT, relative), 'utf8');

/** The documents a site owner reads: the README, the guides and the WordPress folder's text files. */
const DOCUMENTS = [
  'README.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
  ...(existsSync(path.join(ROOT, 'wordpress')) ? readdirSync(path.join(ROOT, 'wordpress')).filter((name) => name.endsWith('.md')).map((name) => `wordpress/${name}`) : []),
];

describe('the README module table', () => {
  it('is the table generated from the modules every remote declares', async () => {
    const registry = await workspaceRegistry(ROOT);
    const expected = moduleTable(registry);
    // When this fails: node node_modules/tsx/dist/cli.mjs scripts/module-table.ts --write
    expect(tableIn(read('README.md'))).toBe(expected);
  });

  it('has a row for every declared module', async () => {
    expect(tableIn(read('README.md')).split('\n').length - 2).toBe((await workspaceRegistry(ROOT)).length);
  });
});

describe('the screenshots', () => {
  const readme = read('README.md');
  it.each(SCREENSHOTS.map((shot) => [shot.name, shot] as const))('%s is committed and shown in the README with its text', (name, shot) => {
    const file = `docs/images/${name}.png`;
    expect(existsSync(path.join(ROOT, file))).toBe(true);
    expect(readme).toContain(`![${shot.alt}](${file})`);
  });

  it('stay small: under 1.5 MB together', () => {
    const total = SCREENSHOTS.reduce((sum, shot) => sum + statSync(path.join(ROOT, `docs/images/${shot.name}.png`)).size, 0);
    expect(total).toBeLessThan(1.5 * 1024 * 1024);
  });
});

describe.each(DOCUMENTS.map((doc) => [doc]))('links in %s', (doc) => {
  const text = read(doc);
  const dir = path.dirname(path.join(ROOT, doc));

  it('point inside the repository, to files and headings that exist, or to public web sites', () => {
    const broken: string[] = [];
    for (const target of linkTargets(text)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) {
        if (!isPublicWebUrl(target)) broken.push(`${target}: not a public http(s) address`);
        continue;
      }
      const [file, anchor] = target.split('#') as [string, string | undefined];
      const resolved = file === '' ? path.join(ROOT, doc) : path.resolve(dir, decodeURIComponent(file));
      if (resolved !== ROOT && !resolved.startsWith(ROOT + path.sep)) {
        broken.push(`${target}: outside the repository`);
      } else if (!existsSync(resolved)) {
        broken.push(`${target}: no such file`);
      } else if (anchor && resolved.endsWith('.md') && !headingSlugs(readFileSync(resolved, 'utf8')).has(anchor)) {
        broken.push(`${target}: no heading #${anchor}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

/** The release tool's commands and options, as its command line reads them. */
const RELEASE_COMMANDS = new Set(['help', ...Object.keys(COMMAND_USAGE)]);
const RELEASE_OPTIONS = new Set(OPTION_NAMES);
const SCRIPTS = new Set(Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts));
/** Plain tools a guide may use around the project's own commands. */
const TOOLS = new Set(['cd', 'cp', 'echo', 'ls', 'cat', 'curl', 'git', 'mkdir', 'rm', 'openssl']);
const NPX_TOOLS = new Set(['jest', 'playwright', 'tsx', 'eslint', 'tsc']);

/** What is wrong with one command, or null. */
function problemWith(words: readonly string[]): string | null {
  const args = [...words];
  while (args.length > 0 && /^[A-Z_][A-Z0-9_]*=/.test(args[0]!)) args.shift();
  const [program, ...rest] = args;
  const mustExist = (file: string | undefined) => (file && existsSync(path.join(ROOT, file)) ? null : `${file ?? '(no file)'} does not exist`);
  switch (program) {
    case undefined:
      return null;
    case 'npm': {
      const [sub, ...more] = rest;
      if (sub === 'install' || sub === 'i') return null;
      if (sub === 'start' || sub === 'test') return SCRIPTS.has(sub) ? null : `no npm script "${sub}"`;
      if (sub !== 'run') return `npm ${sub ?? ''} is not a command the guides use`;
      const [script, ...tail] = more.filter((word, i) => !(word.startsWith('-') && i === 0 && word !== '--'));
      if (!script || !SCRIPTS.has(script)) return `no npm script "${script ?? ''}"`;
      if (script !== 'release') return null;
      const toolArgs = tail[0] === '--' ? tail.slice(1) : tail;
      const [command, target] = toolArgs;
      if (!command || !RELEASE_COMMANDS.has(command)) return `the release tool has no command "${command ?? ''}"`;
      const unknown = toolArgs.filter((word) => word.startsWith('--') && !RELEASE_OPTIONS.has(word));
      if (unknown.length > 0) return `the release tool has no option ${unknown.join(', ')}`;
      const takesRemote = !['publish-all', 'list', 'status'].includes(command);
      const optional = command === 'prune' && (target === undefined || target.startsWith('--'));
      if (takesRemote && !optional && !isRemoteName(target)) return `"${target ?? ''}" is not a remote's name`;
      return null;
    }
    case 'npx': {
      const [tool, ...more] = rest;
      if (!tool || !NPX_TOOLS.has(tool)) return `npx ${tool ?? ''} is not a tool of this repository`;
      const config = more.indexOf('-c');
      if (config >= 0) return mustExist(more[config + 1]);
      const files = more.filter((word) => /^[\w./-]+\.(ts|tsx|js|mjs|cjs)$/.test(word));
      return files.map(mustExist).find((problem) => problem !== null) ?? null;
    }
    case 'node':
      return rest[0] === '-e' || rest[0] === '-p' ? null : mustExist(rest.find((word) => !word.startsWith('-')));
    case 'bash':
      return mustExist(rest[0]);
    case 'php':
      return mustExist(rest.find((word) => !word.startsWith('-')));
    default:
      return TOOLS.has(program) ? null : `"${program}" is not a command the guides may use`;
  }
}

describe.each(DOCUMENTS.map((doc) => [doc]))('commands in %s', (doc) => {
  it('each name a real npm script, release command and option, tool or file', () => {
    const problems: string[] = [];
    for (const block of fencedBlocks(read(doc)).filter((b) => ['bash', 'sh', 'shell'].includes(b.lang))) {
      for (const line of shellLines(block.body)) {
        for (const words of shellCommands(line)) {
          const problem = problemWith(words);
          if (problem) problems.push(`${line}\n    ${problem}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('the command checker', () => {
  const check = (line: string) => shellCommands(line).map(problemWith);
  it('accepts what exists and refuses what does not', () => {
    expect(check('npm install && npm start   # a comment')).toEqual([null, null]);
    expect(check('CHROMIUM_PATH=packaged npm run release -- rollback gallery --to 1')).toEqual([null]);
    expect(check('npm run release -- rewind gallery')).toEqual(['the release tool has no command "rewind"']);
    expect(check('npm run release -- rollback gallery --force')).toEqual(['the release tool has no option --force']);
    expect(check('npm run release -- rollback Galery!')).toEqual(['"Galery!" is not a remote\'s name']);
    expect(check('npm run deploy')).toEqual(['no npm script "deploy"']);
    expect(check('bash .ci/nope')).toEqual(['.ci/nope does not exist']);
    expect(check('sudo rm -rf /')).toEqual(['"sudo" is not a command the guides may use']);
  });

  it('knows the release tool from its source', () => {
    expect([...RELEASE_COMMANDS]).toEqual(expect.arrayContaining(['publish', 'rollback', 'list', 'prune', 'canary', 'promote', 'halt', 'status']));
    expect([...RELEASE_OPTIONS]).toEqual(expect.arrayContaining(['--releases', '--from', '--to', '--keep', '--version', '--percent', '--db', '--hours']));
  });
});

describe('the reference site guide', () => {
  /** The names in the guide's paragraph that starts "Tables (`site/src/db/migrations.ts`):". */
  const listedTables = (guide: string): string[] => {
    const paragraph = guide.slice(guide.indexOf('Tables (`site/src/db/migrations.ts`):')).split(/\n\s*\n/)[0]!;
    return [...paragraph.matchAll(/`([a-z_]+)`/g)].map((m) => m[1]!);
  };

  it('lists every table the site\'s migrations create, and no other', () => {
    const db = new Database(':memory:');
    try {
      migrate(db);
      const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as Array<{ name: string }>).map((row) => row.name);
      expect(listedTables(read('docs/reference-site.md')).sort()).toEqual(tables.sort());
    } finally {
      db.close();
    }
  });
});
