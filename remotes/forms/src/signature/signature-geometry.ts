/** A size in CSS pixels. */
export interface Size {
  readonly width: number;
  readonly height: number;
}

/** signature_pad's stroke data: groups of timed points (plus each group's pen options). */
export interface PointGroupLike<P extends { x: number; y: number } = { x: number; y: number }> {
  points: P[];
}

/**
 * The pad's size in a space `available` CSS pixels wide: the settings' size,
 * shrunk to fit (a 390 px phone) with its proportions kept, never below 1.
 */
export function padSize(settings: Size, available: number): Size {
  const width = Math.max(1, Math.min(settings.width, Math.floor(available > 0 ? available : settings.width)));
  return { width, height: Math.max(1, Math.round((settings.height * width) / settings.width)) };
}

/** The canvas's backing store for a CSS size at a device pixel ratio (crisp lines on dense screens). */
export function backingSize(css: Size, ratio: number): Size {
  const r = Number.isFinite(ratio) && ratio > 0 ? Math.min(ratio, 3) : 1;
  return { width: Math.round(css.width * r), height: Math.round(css.height * r) };
}

/**
 * The drawing scaled from one pad size to another, so a resize or an
 * orientation change keeps it (plain signature_pad clears the canvas).
 */
export function scalePointGroups<G extends PointGroupLike>(groups: readonly G[], from: Size, to: Size): G[] {
  const sx = to.width / from.width;
  const sy = to.height / from.height;
  if (!Number.isFinite(sx) || !Number.isFinite(sy)) return [...groups];
  return groups.map((group) => ({ ...group, points: group.points.map((point) => ({ ...point, x: point.x * sx, y: point.y * sy })) }));
}
