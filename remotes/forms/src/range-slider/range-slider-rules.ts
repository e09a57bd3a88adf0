/**
 * The add-on's range slider styles (MARKUP-FACTS §3.1, rangeslider.js):
 * 0 and 1 show the value beside the slider, 2 adds a bubble over the handle,
 * 3 shows the value on the handle and labels under the track.
 */
export type SliderStyle = 'plain' | 'bubble' | 'labelled';

export function sliderStyle(dataStyle: string | null): SliderStyle {
  if (dataStyle === '2') return 'bubble';
  if (dataStyle === '3') return 'labelled';
  return 'plain';
}

/** Where `value` sits along the track, 0 (min) to 1 (max); 0 when the range is empty or the numbers are not numbers. */
export function trackFraction(value: number, min: number, max: number): number {
  if (![value, min, max].every(Number.isFinite) || max <= min) return 0;
  return Math.min(1, Math.max(0, (value - min) / (max - min)));
}

/** The `labels` attribute: `|`-separated plain texts, blanks dropped; at most 11 (the site's limit). */
export function parseSliderLabels(attribute: string | null): string[] {
  if (!attribute) return [];
  return attribute.split('|').map((label) => label.trim()).filter(Boolean).slice(0, 11);
}

/**
 * The label that names `value`, when there is one label per step (so a
 * screen reader hears "Skilled" rather than "3"); null otherwise.
 */
export function labelForValue(value: number, min: number, max: number, step: number, labels: readonly string[]): string | null {
  if (labels.length < 2 || !(step > 0) || max <= min) return null;
  const steps = Math.round((max - min) / step);
  if (steps + 1 !== labels.length) return null;
  const index = Math.round((value - min) / step);
  return index >= 0 && index < labels.length ? labels[index]! : null;
}

/** The value a label stands for: labels spread evenly from min to max, snapped to the step. */
export function valueForLabel(index: number, count: number, min: number, max: number, step: number): number {
  if (count < 2) return min;
  const raw = min + ((max - min) * index) / (count - 1);
  const snapped = step > 0 ? min + Math.round((raw - min) / step) * step : raw;
  return Math.min(max, Math.max(min, Number(snapped.toFixed(10))));
}
