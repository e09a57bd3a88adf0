/**
 * Where a multistep or conversational form is (forms-addon.md §4): on the
 * optional welcome screen, on one of `total` steps, or done (sent). Pure, so
 * the moves and the progress width are tested without a DOM.
 */
export type StepPosition =
  | { readonly phase: 'welcome'; readonly total: number }
  | { readonly phase: 'step'; readonly index: number; readonly total: number }
  | { readonly phase: 'done'; readonly total: number };

/** The first position: the welcome screen when there is one, else the first step. */
export function initialPosition(total: number, hasWelcome: boolean): StepPosition {
  return hasWelcome || total === 0 ? { phase: 'welcome', total } : { phase: 'step', index: 0, total };
}

/** Start leaves the welcome screen for the first step. */
export function start(position: StepPosition): StepPosition {
  return position.phase === 'welcome' && position.total > 0 ? { phase: 'step', index: 0, total: position.total } : position;
}

/** After a valid step: the next one; the last step stays (its submit sends the form). */
export function next(position: StepPosition): StepPosition {
  if (position.phase !== 'step' || position.index >= position.total - 1) return position;
  return { ...position, index: position.index + 1 };
}

/** Previous goes back one step without validation; it is ignored on the first. */
export function prev(position: StepPosition): StepPosition {
  if (position.phase !== 'step' || position.index === 0) return position;
  return { ...position, index: position.index - 1 };
}

/** A direct move (a step link, or the step of an invalid field); out of range is ignored. */
export function goTo(position: StepPosition, index: number): StepPosition {
  if (position.phase === 'done' || !Number.isInteger(index) || index < 0 || index >= position.total) return position;
  return { phase: 'step', index, total: position.total };
}

export function isLastStep(position: StepPosition): boolean {
  return position.phase === 'step' && position.index === position.total - 1;
}

/** The 1-based step number shown: 0 on the welcome screen, the total once sent. */
export function stepNumber(position: StepPosition): number {
  if (position.phase === 'welcome') return 0;
  if (position.phase === 'done') return position.total;
  return position.index + 1;
}

/**
 * The progress bar's width in percent: step position over total
 * (forms-addon.md §4), e.g. step 2 of 4 = 50. Rounded to 2 decimals for CSS.
 */
export function progressWidth(position: StepPosition): number {
  if (position.total <= 0) return 0;
  return Math.round((stepNumber(position) / position.total) * 10000) / 100;
}

/**
 * Where a form starts when its script arrives after the visitor began using the
 * server markup (a slow network): on the step they are in (`inUse`, -1 for none),
 * so their place and typed values stay; otherwise at the first position.
 */
export function resumePosition(total: number, hasWelcome: boolean, inUse: number): StepPosition {
  return Number.isInteger(inUse) && inUse >= 0 && inUse < total ? { phase: 'step', index: inUse, total } : initialPosition(total, hasWelcome);
}
