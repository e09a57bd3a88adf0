import { DEFAULT_GUARD_RAILS } from './canary-guard';

/** The release tool's commands (docs/operations.md describes each). */
export type CommandName = 'publish' | 'publish-all' | 'rollback' | 'list' | 'prune' | 'canary' | 'promote' | 'halt' | 'watch' | 'status';

interface CommandUsage {
  /** One line: the command and its arguments. */
  readonly usage: string;
  /** What `release <command> --help` prints. */
  readonly text: string;
}

const RELEASES_OPTION = '  --releases DIR   the releases folder (default $RELEASES_DIR, or ./releases)';

const describe = (usage: string, ...lines: string[]): CommandUsage => ({ usage, text: [`usage: ${usage}`, '', ...lines, RELEASES_OPTION].join('\n') });

export const COMMAND_USAGE: Readonly<Record<CommandName, CommandUsage>> = {
  publish: describe(
    'release publish <remote> [--from DIR] [--activate]',
    'Copies a build (default remotes/<remote>/dist) into a new version folder after the pre-flight checks, and makes it active.',
    'Bytes already published change nothing, unless --activate makes them active again.',
  ),
  'publish-all': describe('release publish-all', 'publish for every remote folder under remotes/ (what npm run build ends with).'),
  rollback: describe('release rollback <remote> [--to VERSION]', 'Activates the version published before the active one (or VERSION); with a canary running, halts it instead.'),
  list: describe('release list', 'Every published version per remote; * marks the active ones.'),
  prune: describe(
    'release prune [<remote>] [--keep N] [--grace-hours H]',
    'Deletes old version folders: keeps the active one, its rollback targets, a running canary,',
    'the last N published (default 5) and every version served in the last H hours (default 24).',
  ),
  canary: describe(
    'release canary <remote> (--version V | --from DIR) --percent P [--max-failure-rate PTS] [--max-inp-regression MS] [--min-page-views N]',
    'Sends P % of visitors (above 0, at most 100) to version V, or to the build in DIR, published first.',
    'Guard rails (release watch halts the canary past them): its load-failure rate at most PTS points above',
    `stable's (default ${DEFAULT_GUARD_RAILS.maxFailureRate}), its p75 INP at most MS ms above stable's (default ${DEFAULT_GUARD_RAILS.maxInpRegressionMs}), judged once`,
    `each has N page views (default ${DEFAULT_GUARD_RAILS.minPageViews}). Re-weighting a running canary keeps the rails it does not name.`,
  ),
  promote: describe('release promote <remote>', 'The canary becomes the active version for everyone.'),
  halt: describe('release halt <remote>', 'Ends the canary: everyone runs the stable version.'),
  watch: describe(
    'release watch <remote> [--db FILE]',
    'Judges the running canary by its guard rails against stable, from the field telemetry since it started,',
    'and halts it when it breaks them, writing why in the release record. Schedule it (cron); status does it too.',
  ),
  status: describe(
    'release status [--db FILE] [--hours H]',
    'Page views, failure rate, p75 load time, p75 INP and p75 CLS per remote@version from the field telemetry',
    '(default ./data/site.sqlite, or $DATA_DIR/site.sqlite; the last 24 hours); then each canary judged as by watch.',
  ),
};

/** What `release --help` prints. */
export const TOOL_USAGE = [
  'usage: release <command> [<remote>] [options]',
  '',
  ...Object.values(COMMAND_USAGE).map(({ usage }) => `  ${usage}`),
  '',
  RELEASES_OPTION,
  '  --help, -h       this text; release <command> --help explains a command',
].join('\n');
