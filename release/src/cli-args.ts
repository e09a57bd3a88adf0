import { parseArgs } from 'node:util';
import { isRemoteName } from '@cms-mf/shared-contracts/registry/module-declaration';
import type { RemoteName } from '@cms-mf/shared-contracts/registry/module-registry';
import { ReleaseUsageError } from './errors';
import { COMMAND_USAGE, type CommandName, TOOL_USAGE } from './cli-usage';
import type { GuardRails } from './canary-guard';

/** One command line, checked in full: nothing is changed before every argument is known to be valid. */
export type Invocation =
  | { readonly command: 'help'; readonly text: string }
  | { readonly command: 'publish'; readonly remote: RemoteName; readonly from?: string; readonly activate: boolean }
  | { readonly command: 'publish-all' | 'list' }
  | { readonly command: 'rollback'; readonly remote: RemoteName; readonly to?: string }
  | { readonly command: 'prune'; readonly remote?: RemoteName; readonly keep?: number; readonly graceHours?: number }
  | { readonly command: 'canary'; readonly remote: RemoteName; readonly version?: string; readonly from?: string; readonly percent: number; readonly guard: Partial<GuardRails> }
  | { readonly command: 'promote' | 'halt'; readonly remote: RemoteName }
  | { readonly command: 'watch'; readonly remote: RemoteName; readonly db?: string }
  | { readonly command: 'status'; readonly db?: string; readonly hours?: number };

/** What the command line says, with the releases folder it names (`--releases`), if any. */
export interface ParsedCommandLine {
  readonly invocation: Invocation;
  readonly releases?: string;
}

const VALUE_OPTIONS = ['releases', 'from', 'to', 'keep', 'version', 'percent', 'grace-hours', 'db', 'hours', 'max-failure-rate', 'max-inp-regression', 'min-page-views'] as const;
type ValueOption = (typeof VALUE_OPTIONS)[number];

/** The options each command takes besides `--releases` and `--help`; any other is a usage error. */
const COMMAND_OPTIONS: Readonly<Record<CommandName, readonly (ValueOption | 'activate')[]>> = {
  publish: ['from', 'activate'],
  'publish-all': [],
  rollback: ['to'],
  list: [],
  prune: ['keep', 'grace-hours'],
  canary: ['version', 'from', 'percent', 'max-failure-rate', 'max-inp-regression', 'min-page-views'],
  promote: [],
  halt: [],
  watch: ['db'],
  status: ['db', 'hours'],
};

/** Every option the tool knows, as a command line spells it. */
export const OPTION_NAMES: readonly string[] = [...VALUE_OPTIONS, 'activate', 'help'].map((name) => `--${name}`);

const isCommand = (name: string | undefined): name is CommandName => name !== undefined && Object.hasOwn(COMMAND_OPTIONS, name);

const usageError = (reason: string, command?: CommandName) => new ReleaseUsageError(`${reason}; usage: ${command ? COMMAND_USAGE[command].usage : 'release <command>, listed by release --help'}`);

/**
 * `--percent -1` reads to parseArgs as an option without its value; joined (`--percent=-1`), the value
 * reaches the checks below and is refused for what it is. A following `--option` is never taken as a value.
 */
function joinValues(argv: readonly string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const next = argv[i + 1];
    if (VALUE_OPTIONS.some((name) => arg === `--${name}`) && next !== undefined && !next.startsWith('--')) {
      joined.push(`${arg}=${next}`);
      i++;
    } else joined.push(arg);
  }
  return joined;
}

/** Plain decimal numbers only: `0x10`, `1e2`, `''` and ` 5 ` are not numbers of percent or hours. */
const DECIMAL = /^\d{1,9}(\.\d{1,6})?$/;

function decimal(option: string, value: string, what: string, accept: (n: number) => boolean, command: CommandName): number {
  const number = Number(value);
  if (!DECIMAL.test(value) || !accept(number)) throw usageError(`--${option} wants ${what}, not "${value}"`, command);
  return number;
}

function remoteOf(value: string | undefined, command: CommandName): RemoteName {
  if (value === undefined) throw usageError(`${command} wants the name of a remote`, command);
  if (!isRemoteName(value)) throw usageError(`"${value}" is not a remote's name: lower-case letters, digits and dashes, starting with a letter`, command);
  return value;
}

/**
 * Reads the release tool's command line (`release <command> [<remote>] [options]`) into one
 * Invocation, or throws a ReleaseUsageError of one line and the usage. `--help`, `-h` and `help`
 * (on the tool or a command) read as a help Invocation, which the tool prints and exits 0 with.
 */
export function parseCommandLine(argv: readonly string[]): ParsedCommandLine {
  let parsed;
  try {
    parsed = parseArgs({
      // `npm run release -- -- help` passes the second `--` on: it separates nothing here.
      args: joinValues(argv[0] === '--' ? argv.slice(1) : argv),
      allowPositionals: true,
      strict: true,
      options: {
        ...Object.fromEntries(VALUE_OPTIONS.map((name) => [name, { type: 'string' } as const])),
        activate: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    // parseArgs's own messages run over lines of hints; the option it names is all a usage error needs.
    const option = /'(-[^' ]+)/.exec((error as Error).message)?.[1] ?? '';
    const reason = (error as { code?: string }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' ? `unknown option ${option}` : `${option} wants a value`;
    throw usageError(reason, argv.find((arg) => isCommand(arg)) as CommandName | undefined);
  }
  const { positionals } = parsed;
  const values = parsed.values as Partial<Record<ValueOption, string>> & { activate?: boolean; help?: boolean };
  const releases = values.releases;
  const [name, ...rest] = positionals;
  if (name === undefined || name === 'help') {
    if (name === undefined && !values.help) throw usageError('which command?');
    const topic = rest[0];
    if (topic !== undefined && !isCommand(topic)) throw usageError(`there is no command "${topic}"`);
    return { invocation: { command: 'help', text: topic ? COMMAND_USAGE[topic].text : TOOL_USAGE }, releases };
  }
  if (!isCommand(name)) throw usageError(`there is no command "${name}"`);
  if (values.help) return { invocation: { command: 'help', text: COMMAND_USAGE[name].text }, releases };
  const given = (Object.keys(values) as (ValueOption | 'activate')[]).filter((option) => option !== 'releases' && (option as string) !== 'help');
  const foreign = given.filter((option) => !COMMAND_OPTIONS[name].includes(option));
  if (foreign.length > 0) throw usageError(`${name} takes no --${foreign[0]}`, name);
  const takesRemote = !['publish-all', 'list', 'status'].includes(name);
  if (rest.length > (takesRemote ? 1 : 0)) throw usageError(`unexpected "${rest[takesRemote ? 1 : 0]}"`, name);
  const [remote] = rest;
  return { invocation: invocationOf(name, remote, values), releases };
}

function invocationOf(command: CommandName, remote: string | undefined, values: Partial<Record<ValueOption, string>> & { activate?: boolean }): Invocation {
  switch (command) {
    case 'publish':
      return { command, remote: remoteOf(remote, command), from: values.from, activate: values.activate === true };
    case 'publish-all':
    case 'list':
      return { command };
    case 'rollback':
      return { command, remote: remoteOf(remote, command), to: values.to };
    case 'prune': {
      const keep = values.keep === undefined ? undefined : decimal('keep', values.keep, 'a whole number of versions, 0 or more', Number.isInteger, command);
      const graceHours = values['grace-hours'] === undefined ? undefined : decimal('grace-hours', values['grace-hours'], 'a number of hours, 0 or more', () => true, command);
      return { command, remote: remote === undefined ? undefined : remoteOf(remote, command), keep, graceHours };
    }
    case 'canary': {
      const name = remoteOf(remote, command);
      if ((values.version === undefined) === (values.from === undefined)) throw usageError('canary wants either --version V (published) or --from DIR (a build to publish)', command);
      if (values.percent === undefined) throw usageError('canary wants --percent P, the share of visitors', command);
      const percent = decimal('percent', values.percent, 'a share of visitors above 0 and at most 100', (n) => n > 0 && n <= 100, command);
      // Each rail given is checked here; one not given keeps the running canary's, or the default.
      const rails: Array<[keyof GuardRails, 'max-failure-rate' | 'max-inp-regression' | 'min-page-views', string, (n: number) => boolean]> = [
        ['maxFailureRate', 'max-failure-rate', 'percentage points, 0 to 100', (n) => n <= 100],
        ['maxInpRegressionMs', 'max-inp-regression', 'milliseconds, 0 or more', () => true],
        ['minPageViews', 'min-page-views', 'a whole number of page views, 1 or more', (n) => Number.isInteger(n) && n >= 1],
      ];
      const guard: Partial<Record<keyof GuardRails, number>> = {};
      for (const [key, option, what, accept] of rails) {
        const value = values[option];
        if (value !== undefined) guard[key] = decimal(option, value, what, accept, command);
      }
      return { command, remote: name, version: values.version, from: values.from, percent, guard };
    }
    case 'promote':
    case 'halt':
      return { command, remote: remoteOf(remote, command) };
    case 'watch':
      return { command, remote: remoteOf(remote, command), db: values.db };
    case 'status': {
      const hours = values.hours === undefined ? undefined : decimal('hours', values.hours, 'a positive number of hours', (n) => n > 0, command);
      return { command, db: values.db, hours };
    }
  }
}
