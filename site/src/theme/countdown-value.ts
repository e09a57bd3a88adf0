import { COUNTDOWN_UNIT_WIDTHS, type CountdownUnit, padValue, remaining } from '@cms-mf/shared-contracts/rules';

/**
 * One `.value` of a countdown timer as the page is sent (`<!-- cms:countdown-value END UNIT -->`):
 * the time left until END (Unix seconds) in UNIT, zero-padded as the theme prints it, so a
 * visitor without scripts reads the real time left; the theme remote ticks on from there.
 * Undefined for a placeholder it cannot read.
 */
export function countdownValue(args: readonly string[], now: Date): string | undefined {
  const [end, unit] = args;
  if (!end || !/^\d{1,12}$/.test(end) || !unit || !Object.hasOwn(COUNTDOWN_UNIT_WIDTHS, unit)) return undefined;
  const key = unit as CountdownUnit;
  return padValue(remaining(Number(end), now.getTime())[key], COUNTDOWN_UNIT_WIDTHS[key]);
}
