import type { Flag } from '../../settings';

/**
 * A form's style configuration (forms-addon.md §3 "Style configuration";
 * MARKUP-FACTS §3.1 "Form styler"), printed base64-encoded in `data-styler` on
 * `div.eacf7-form-styler`. The spec names the parts (colours, typography,
 * padding, margin, border, box shadow, custom CSS for container, label,
 * input, placeholder and submit); the sub-keys of each are ours, on the
 * add-on's `container…`/`label…`/`input…` prefixes.
 */
export const STYLE_PRESETS = ['default', 'modern', 'classic', 'minimal', 'rounded', 'outline', 'shadow', 'neumorphism', 'dark', 'custom'] as const;
export type StylePreset = (typeof STYLE_PRESETS)[number];

/** Four sides, in `unit` (px when absent), or one CSS length for all. */
export type Spacing = { readonly top?: number; readonly right?: number; readonly bottom?: number; readonly left?: number; readonly unit?: string } | string;
export interface Typography {
  readonly fontFamily?: string;
  readonly fontSize?: number | string;
  readonly fontWeight?: number | string;
  readonly lineHeight?: number | string;
  readonly letterSpacing?: number | string;
  readonly textTransform?: string;
}
export interface Border {
  readonly width?: number | string;
  readonly style?: string;
  readonly color?: string;
  readonly radius?: number | string;
}
export interface BoxShadow {
  readonly x?: number;
  readonly y?: number;
  readonly blur?: number;
  readonly spread?: number;
  readonly color?: string;
  readonly inset?: boolean;
}

/** The styled parts of a form. */
export const STYLE_PARTS = ['container', 'label', 'input', 'placeholder', 'submit'] as const;
export type StylePart = (typeof STYLE_PARTS)[number];

export type PartStyle = {
  readonly BgColor?: string;
  readonly TextColor?: string;
  readonly Typography?: Typography;
  readonly Padding?: Spacing;
  readonly Margin?: Spacing;
  readonly Border?: Border;
  readonly BoxShadow?: BoxShadow;
  /** Declarations only (`color: red; letter-spacing: 1px`): no selectors, at-rules or blocks. */
  readonly CustomCss?: string;
};

/** `container…`, `label…`, `input…`, `placeholder…`, `submit…` keys, e.g. `containerBgColor`, `inputTypography`, `submitCustomCss`. */
export type StyleConfig = {
  readonly stylePreset?: StylePreset;
  readonly customizeStylePreset?: Flag;
} & { readonly [K in `${StylePart}${keyof PartStyle & string}`]?: unknown };
