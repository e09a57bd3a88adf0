/**
 * Font setting (theme-frontend.md §3), read where the builder loads a font. Icon
 * values (`unicode||type||weight`, §5's extended-icon rule) are not parsed here:
 * the visitor runtime copies `data-icon*` as printed and the theme's stylesheet
 * draws the glyph.
 */

/** Parts of a font setting: `font|weight|italic|uppercase|underline|small-caps|strikethrough|line style|line color`. */
export interface FontSetting {
  readonly font: string;
  readonly weight: string;
  readonly italic: boolean;
  readonly uppercase: boolean;
  readonly underline: boolean;
  readonly smallCaps: boolean;
  readonly strikethrough: boolean;
  readonly lineStyle: string;
  readonly lineColor: string;
}

/** Parses a font setting; missing parts are empty, the flags are on only when `on`. */
export function parseFontSetting(value: string): FontSetting {
  const part = value.split('|');
  const flag = (index: number) => part[index] === 'on';
  return {
    font: part[0] ?? '',
    weight: part[1] ?? '',
    italic: flag(2),
    uppercase: flag(3),
    underline: flag(4),
    smallCaps: flag(5),
    strikethrough: flag(6),
    lineStyle: part[7] ?? '',
    lineColor: part[8] ?? '',
  };
}
