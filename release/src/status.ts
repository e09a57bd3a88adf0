import { watchAllCanaries } from './canary-watch';
import { readPointerFile } from './pointer-file';
import { formatStatus } from './status-summary';
import { readVersionStatus, type TelemetrySource } from './telemetry-database';

export interface StatusOptions extends TelemetrySource {
  readonly releasesDir: string;
}

/**
 * `release status`: per remote and version, page views, failure rate, p75 load time and p75 INP
 * and CLS from the field telemetry, with the active (stable) and canary versions marked and side
 * by side, so a canary that does worse than stable shows at a glance; then each canary judged by its
 * guard rails (canary-watch.ts), halted if it broke them. One sender's page views
 * count up to PAGE_VIEWS_PER_SENDER per version (status-summary.ts).
 */
export async function releaseStatus(options: StatusOptions): Promise<string[]> {
  // Each canary is judged by its guard rails first, so a halted one shows as such below.
  const verdicts = await watchAllCanaries(options);
  const pointer = await readPointerFile(options.releasesDir);
  const marks = new Map<string, string>();
  for (const [remote, release] of Object.entries(pointer.remotes)) {
    marks.set(`${remote}@${release.active}`, release.canary ? 'stable' : 'active');
    if (release.canary) marks.set(`${remote}@${release.canary.version}`, `canary ${release.canary.percent} %`);
  }
  return [...formatStatus(readVersionStatus(options), marks), ...verdicts];
}
