/**
 * Font setting and icon value (theme-frontend.md §3; §5 for the icon rule).
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

/** An icon value `unicode||type||weight`. */
export interface IconValue {
  readonly unicode: string;
  readonly type: string;
  readonly weight: string;
}

const ICON_SEPARATOR = '||';

/** An extended icon holds the double bar and a font type mentioning `fa` or `divi` (§5). */
export function isExtendedIcon(value: string): boolean {
  if (!value.includes(ICON_SEPARATOR)) return false;
  const type = (value.split(ICON_SEPARATOR)[1] ?? '').toLowerCase();
  return type.includes('fa') || type.includes('divi');
}

/** The parts of an extended icon value; a plain glyph is `{unicode: value, type: '', weight: ''}`. */
export function parseIconValue(value: string): IconValue {
  if (!isExtendedIcon(value)) return { unicode: value, type: '', weight: '' };
  const [unicode = '', type = '', weight = ''] = value.split(ICON_SEPARATOR);
  return { unicode, type, weight };
}
