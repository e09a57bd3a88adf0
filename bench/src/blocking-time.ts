/** A task longer than this blocks input (the Long Tasks API's and Lighthouse's threshold). */
export const LONG_TASK_THRESHOLD_MS = 50;

export interface LongTask {
  /** ms since navigation start */
  readonly startTime: number;
  readonly duration: number;
}

/**
 * Total Blocking Time: the part of every long task beyond 50 ms, summed. The
 * benchmark sums over its whole measurement window (navigation start until the
 * page is quiet after its interaction), not only between FCP and TTI as
 * Lighthouse does, so that work a module does after mounting counts too.
 */
export function totalBlockingTime(tasks: readonly LongTask[]): number {
  return tasks.reduce((sum, task) => sum + Math.max(0, task.duration - LONG_TASK_THRESHOLD_MS), 0);
}
