import { isFlagOn } from '../../settings';
import { cssColour, cssFontFamily, cssKeyword, cssLength, cssNumber } from './css-values';
import { customDeclarations } from './custom-css';
import type { BoxShadow, Border, Spacing, StyleConfig, StylePart, Typography } from './style-config';

/** The elements each part styles, inside the form's scope. */
const PART_SELECTORS: Readonly<Record<StylePart, readonly string[]>> = {
  container: [''],
  label: [' label', ' .wpcf7-field-label'],
  input: [' input:not([type=submit]):not([type=checkbox]):not([type=radio]):not([type=hidden])', ' select', ' textarea'],
  placeholder: [' input::placeholder', ' textarea::placeholder'],
  submit: [' .wpcf7-submit', ' input[type=submit]', ' button[type=submit]'],
};

function spacing(value: unknown): string | undefined {
  if (typeof value === 'string' || typeof value === 'number') return cssLength(value);
  if (typeof value !== 'object' || value === null) return undefined;
  const sides = value as Exclude<Spacing, string>;
  const unit = ['px', 'em', 'rem', '%'].includes(String(sides.unit)) ? String(sides.unit) : 'px';
  const parts = [sides.top, sides.right, sides.bottom, sides.left].map((side) => cssLength(side ?? 0, unit));
  return parts.every(Boolean) ? parts.join(' ') : undefined;
}

function typography(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return [];
  const type = value as Typography;
  return [
    ['font-family', cssFontFamily(type.fontFamily)],
    ['font-size', cssLength(type.fontSize)],
    ['font-weight', cssNumber(type.fontWeight) ?? cssKeyword(type.fontWeight)],
    ['line-height', cssNumber(type.lineHeight) ?? cssLength(type.lineHeight)],
    ['letter-spacing', cssLength(type.letterSpacing)],
    ['text-transform', cssKeyword(type.textTransform)],
  ].flatMap(([name, css]) => (css ? [`${name}: ${css}`] : []));
}

function border(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return [];
  const b = value as Border;
  const width = cssLength(b.width);
  const style = cssKeyword(b.style);
  const colour = cssColour(b.color);
  const out = width && style && colour ? [`border: ${width} ${style} ${colour}`] : [];
  const radius = cssLength(b.radius);
  return radius ? [...out, `border-radius: ${radius}`] : out;
}

function boxShadow(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return [];
  const s = value as BoxShadow;
  const colour = cssColour(s.color);
  const lengths = [s.x, s.y, s.blur, s.spread].map((n) => cssLength(n ?? 0));
  if (!colour || !lengths.every(Boolean)) return [];
  return [`box-shadow: ${s.inset === true ? 'inset ' : ''}${lengths.join(' ')} ${colour}`];
}

/** The declarations of one part from its `{part}…` keys. */
export function partDeclarations(config: StyleConfig, part: StylePart): string[] {
  const key = (name: string) => (config as Record<string, unknown>)[`${part}${name}`];
  const bg = cssColour(key('BgColor'));
  const colour = cssColour(key('TextColor'));
  const padding = spacing(key('Padding'));
  const margin = spacing(key('Margin'));
  return [
    ...(bg ? [`background-color: ${bg}`] : []),
    ...(colour ? [`color: ${colour}`] : []),
    ...typography(key('Typography')),
    ...(padding ? [`padding: ${padding}`] : []),
    ...(margin ? [`margin: ${margin}`] : []),
    ...border(key('Border')),
    ...boxShadow(key('BoxShadow')),
    ...customDeclarations(key('CustomCss')),
  ];
}

/** The scope of one form's rules: its styler wrapper, by the form id the server printed. */
export const stylerScope = (formId: number): string => `.eacf7-form-styler[data-form_id="${formId}"]`;

/**
 * The style sheet of one form's style configuration: a rule per styled part,
 * every selector inside the form's own wrapper, and only when the add-on
 * applies overrides (`stylePreset: custom` or `customizeStylePreset`); the
 * preset alone is the class the server printed. Empty when there is nothing to add.
 */
export function stylerCss(config: StyleConfig, formId: number): string {
  if (!Number.isInteger(formId) || formId <= 0) return '';
  if (config.stylePreset !== 'custom' && !isFlagOn(config.customizeStylePreset)) return '';
  const scope = stylerScope(formId);
  const rules: string[] = [];
  for (const part of Object.keys(PART_SELECTORS) as StylePart[]) {
    const declarations = partDeclarations(config, part);
    if (declarations.length === 0) continue;
    const selectors = PART_SELECTORS[part].map((selector) => `${scope}${selector}`).join(', ');
    rules.push(`${selectors} { ${declarations.join('; ')}; }`);
  }
  return rules.join('\n');
}
