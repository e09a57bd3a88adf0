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

export function isActiveSvg(text: string): boolean {
  return ACTIVE_SVG.some((pattern) => pattern.test(text));
}
