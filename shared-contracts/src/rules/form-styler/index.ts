export { formStylerSheets, FORM_STYLER_PRESETS_SHEET } from './form-styler-sheets';
export type { FormStylerSheet } from './form-styler-sheets';
export { stylerCss, stylerScope } from './styler-css';
export { STYLE_PARTS, STYLE_PRESETS } from './style-config';
export type { BoxShadow, Border, PartStyle, Spacing, StyleConfig, StylePart, StylePreset, Typography } from './style-config';
