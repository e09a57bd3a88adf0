/** Why a background video is not playing now; it plays when there is none. */
export type HoldReason = 'outside-viewport' | 'not-hovered' | 'visitor' | 'reduced-motion' | 'hidden-page';

/**
 * The reasons a background video starts with (MARKUP-FACTS "Video
 * background"): it waits for the viewport unless it plays outside it
 * (`et_pb_video_play_outside_viewport`), for the pointer when it plays on
 * hover, and for the visitor when they asked for reduced motion.
 */
export function initialHolds(options: { playsOutsideViewport: boolean; onHover: boolean; reducedMotion: boolean }): ReadonlySet<HoldReason> {
  const holds = new Set<HoldReason>();
  if (!options.playsOutsideViewport) holds.add('outside-viewport');
  if (options.onHover) holds.add('not-hovered');
  if (options.reducedMotion) holds.add('reduced-motion');
  return holds;
}

export function withHold(holds: ReadonlySet<HoldReason>, reason: HoldReason, on: boolean): ReadonlySet<HoldReason> {
  if (holds.has(reason) === on) return holds;
  const next = new Set(holds);
  if (on) next.add(reason);
  else next.delete(reason);
  return next;
}

/**
 * The visitor's own button decides over reduced motion: pressing Play clears
 * both their pause and the reduced-motion hold; pressing Pause sets theirs.
 */
export function pressToggle(holds: ReadonlySet<HoldReason>): ReadonlySet<HoldReason> {
  const stoppedByVisitor = holds.has('visitor') || holds.has('reduced-motion');
  return stoppedByVisitor ? withHold(withHold(holds, 'visitor', false), 'reduced-motion', false) : withHold(holds, 'visitor', true);
}

/** The visitor has stopped it (their pause, or reduced motion they have not overridden): the button offers Play. */
export function stoppedForVisitor(holds: ReadonlySet<HoldReason>): boolean {
  return holds.has('visitor') || holds.has('reduced-motion');
}
