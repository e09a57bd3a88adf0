/**
 * Whether an SVG carries anything that could run: scripts, event handlers,
 * `javascript:` or external links, embedded documents, entities (XXE and
 * entity-encoded `javascript:`), or external style imports. This refuses
 * rather than cleans: a drawing from a design tool never needs any of it.
 * (Stored SVGs are also only ever served as downloads.)
 */
const ACTIVE_SVG = [
  /<\s*script/i,
  /<\s*foreignObject/i,
  /<\s*(iframe|embed|object|audio|video|animate|set|handler|listener)\b/i,
  /\son[a-z]+\s*=/i,
  /\b(javascript|vbscript|data)\s*:/i,
  /<!\s*(ENTITY|DOCTYPE)/i,
  /&#/,
  // Only in-document references (`#id`) may be linked.
  /\bhref\s*=(?![\s"']*#)/i,
  /@import|url\((?![\s"']*#)/i,
];

/**
 * The text with CSS escapes (`\\69`, `\\r`, `\\000072 `) decoded and CSS
 * comments removed, as a style parser reads it: `@im\\port` and `u\\rl(` are
 * `@import` and `url(` to a browser, so the patterns must see them so too.
 */
export function decodeCssEscapes(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\\([0-9a-f]{1,6})[ \t\n\r\f]?|\\([^\n\r\f0-9a-f])/gi, (_match, hex: string | undefined, char: string | undefined) => {
      if (char !== undefined) return char;
      const code = Number.parseInt(hex!, 16);
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
    });
}

export function isActiveSvg(text: string): boolean {
  const decoded = decodeCssEscapes(text);
  return ACTIVE_SVG.some((pattern) => pattern.test(text) || pattern.test(decoded));
}
