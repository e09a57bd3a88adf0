import type { Flag } from '../flag';
import { decodeBase64Json } from '../base64-json';

/**
 * Per-form style configuration (forms-addon.md §3), carried base64-encoded in
 * `div.eacf7-form-styler[data-styler][data-form_id]` (MARKUP-FACTS §3.1). The
 * front end applies it only for the `custom` preset or when
 * `customizeStylePreset` is on.
 *
 * Known keys follow one pattern — `{part}{Property}` (`containerBgColor`,
 * `labelTypography`, `inputBgColor`…) — so the type spells the whole grid of
 * parts × properties. The inner shapes of typography, spacing, border and
 * shadow are not shown in the spec; they are typed loosely on purpose.
 */
export const STYLE_PRESETS = ['default', 'modern', 'classic', 'minimal', 'rounded', 'outline', 'shadow', 'neumorphism', 'dark', 'custom'] as const;
export type StylePreset = (typeof STYLE_PRESETS)[number];

/** The styled parts of a form. */
export type StylePart = 'container' | 'label' | 'input' | 'placeholder' | 'submit';
/** Property groups each part can carry. */
export type StyleProperty = 'BgColor' | 'TextColor' | 'Typography' | 'Padding' | 'Margin' | 'Border' | 'BoxShadow' | 'CustomCss';

/** Loose value of a compound property (e.g. `{top, right, bottom, left, unit}`). */
export type StyleValue = string | number | Readonly<Record<string, string | number | boolean | null>>;

export type FormStyleSettings = {
  readonly stylePreset?: StylePreset;
  readonly customizeStylePreset?: Flag;
} & { readonly [K in `${StylePart}${StyleProperty}`]?: StyleValue };

/** Decodes `data-styler`; undefined when absent or not an object. */
export function decodeFormStyler(attribute: string | null | undefined): FormStyleSettings | undefined {
  const value = decodeBase64Json(attribute);
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as FormStyleSettings) : undefined;
}
