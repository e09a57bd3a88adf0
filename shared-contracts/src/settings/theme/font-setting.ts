/**
 * Font setting (theme-frontend.md §3): one pipe-separated string
 * `font|weight|italic|uppercase|underline|small-caps|strikethrough|line style|line color`;
 * the flags are `on` or empty.
 */
export const FONT_SETTING_PARTS = [
  'font',
  'weight',
  'italic',
  'uppercase',
  'underline',
  'smallCaps',
  'strikethrough',
  'lineStyle',
  'lineColor',
] as const;
export type FontSettingPart = (typeof FONT_SETTING_PARTS)[number];

/** The parsed parts, in `FONT_SETTING_PARTS` order. */
export type FontSetting = { readonly [K in FontSettingPart]: string };
