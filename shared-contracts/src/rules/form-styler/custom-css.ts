/**
 * The custom CSS a site owner typed for one part of a form, reduced to plain
 * declarations (`property: value`), which the style sheet places inside that
 * part's own scoped rule. Whatever could leave the rule is dropped: braces
 * (`}` breakouts), at-rules (`@import`), markup (`</style>`), comments (which
 * could hide either), backslash escapes, quotes, and `url(`/`expression(`/
 * `image-set(` loads. A declaration that fails is dropped, the rest kept.
 */
const PROPERTY = /^-?[a-z][a-z-]{0,40}$/;
const FORBIDDEN_VALUE = /[{}<>@\\"'`;]|\/\*|\*\/|url\s*\(|expression\s*\(|image-set\s*\(|javascript:|behavior\s*:|-moz-binding/i;

export function customDeclarations(css: unknown): string[] {
  if (typeof css !== 'string') return [];
  // Comments go first, so none can hide a brace from the checks below; an unclosed one ends the text.
  const text = css.replace(/\/\*[\s\S]*?(\*\/|$)/g, ' ');
  // A brace anywhere means the text was written to leave its rule: keep only what comes before the first.
  const before = text.split(/[{}]/)[0] ?? '';
  const declarations: string[] = [];
  for (const part of before.split(';')) {
    const colon = part.indexOf(':');
    if (colon <= 0) continue;
    const property = part.slice(0, colon).trim().toLowerCase();
    let value = part.slice(colon + 1).trim();
    const important = /!\s*important$/i.test(value);
    if (important) value = value.replace(/!\s*important$/i, '').trim();
    if (!PROPERTY.test(property) || value === '' || value.length > 200 || FORBIDDEN_VALUE.test(value) || value.includes('!')) continue;
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f]/.test(value.replace(/[\t\n\r]/g, ' '))) continue;
    declarations.push(`${property}: ${value.replace(/\s+/g, ' ')}${important ? ' !important' : ''}`);
  }
  return declarations;
}
