/** One `layout-shift` entry, as the probe copies it out of the page. */
export interface LayoutShift {
  readonly startTime: number;
  readonly value: number;
  /** Shifts within 500 ms of a discrete input are expected by the visitor and do not count. */
  readonly hadRecentInput: boolean;
  /** The shifted elements, as the probe describes them (`#id y 400→844 h 20→20`). */
  readonly sources?: readonly string[];
}

/** A session window closes after this long without a shift (web.dev "Evolving CLS"). */
export const CLS_GAP_MS = 1000;
/** …and after this long in all, whatever the gaps. */
export const CLS_WINDOW_MS = 5000;

export interface SessionWindow {
  readonly start: number;
  readonly value: number;
  readonly shifts: readonly LayoutShift[];
}

/**
 * Groups the counted shifts into session windows: a window takes the next shift while it
 * comes less than 1 s after the previous one and less than 5 s after the window's first.
 */
export function sessionWindows(shifts: readonly LayoutShift[]): SessionWindow[] {
  const counted = shifts.filter((s) => !s.hadRecentInput).sort((a, b) => a.startTime - b.startTime);
  const windows: { start: number; last: number; value: number; shifts: LayoutShift[] }[] = [];
  for (const shift of counted) {
    const open = windows.at(-1);
    if (open && shift.startTime - open.last < CLS_GAP_MS && shift.startTime - open.start < CLS_WINDOW_MS) {
      open.value += shift.value;
      open.last = shift.startTime;
      open.shifts.push(shift);
    } else {
      windows.push({ start: shift.startTime, last: shift.startTime, value: shift.value, shifts: [shift] });
    }
  }
  return windows.map(({ start, value, shifts: s }) => ({ start, value, shifts: s }));
}

/** Cumulative Layout Shift: the largest session window's sum, 0 without a counted shift. */
export function cumulativeLayoutShift(shifts: readonly LayoutShift[]): number {
  return sessionWindows(shifts).reduce((worst, w) => Math.max(worst, w.value), 0);
}

/** The largest session window, whose shifts say what moved; undefined without one. */
export function worstWindow(shifts: readonly LayoutShift[]): SessionWindow | undefined {
  return sessionWindows(shifts).reduce<SessionWindow | undefined>((worst, w) => (worst === undefined || w.value > worst.value ? w : worst), undefined);
}
