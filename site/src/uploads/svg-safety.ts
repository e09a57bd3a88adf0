import { type SaxesAttributeNS, SaxesParser, type SaxesTagNS } from 'saxes';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

/**
 * What a drawing is made of: shapes, text, paint servers, clipping, masks,
 * markers and filter primitives. Missing on purpose: `script`, `foreignObject`,
 * `a`, `image`, `feImage`, animation (`animate`, `set`: they rewrite links),
 * `iframe`, `audio`, `video`, and everything else a browser could run or fetch.
 */
const SVG_ELEMENTS = new Set([
  'svg', 'g', 'defs', 'symbol', 'use', 'title', 'desc', 'metadata', 'style', 'switch',
  'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'tspan', 'textPath',
  'linearGradient', 'radialGradient', 'stop', 'pattern', 'clipPath', 'mask', 'marker', 'filter',
  'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feConvolveMatrix', 'feDiffuseLighting', 'feDisplacementMap',
  'feDistantLight', 'feDropShadow', 'feFlood', 'feFuncA', 'feFuncB', 'feFuncG', 'feFuncR', 'feGaussianBlur', 'feMerge', 'feMergeNode',
  'feMorphology', 'feOffset', 'fePointLight', 'feSpecularLighting', 'feSpotLight', 'feTile', 'feTurbulence',
]);

/** Design tools' own markup (Inkscape, Sodipodi, and the RDF licence block in `metadata`): never rendered, kept as saved. */
const EDITOR_NAMESPACES = new Set([
  'http://www.inkscape.org/namespaces/inkscape',
  'http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd',
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  'http://creativecommons.org/ns#',
  'http://purl.org/dc/elements/1.1/',
]);

/** CSS functions a drawing's styles and attributes use; any other (`image-set`, `image`, `cross-fade`, `expression`, `src`…) may fetch or run. */
const CSS_FUNCTIONS = new Set([
  'url', 'rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color', 'calc', 'min', 'max', 'clamp', 'var',
  'matrix', 'translate', 'translatex', 'translatey', 'scale', 'scalex', 'scaley', 'rotate', 'skewx', 'skewy',
  'blur', 'brightness', 'contrast', 'drop-shadow', 'grayscale', 'hue-rotate', 'invert', 'opacity', 'saturate', 'sepia',
  'linear-gradient', 'radial-gradient', 'inset', 'circle', 'ellipse', 'polygon', 'path',
  'cubic-bezier', 'steps', 'format', 'attr',
]);

/**
 * The text with CSS escapes (`\\69`, `\\r`, `\\000072 `) decoded and CSS
 * comments removed, as a style parser reads it: `@im\\port` and `u\\rl(` are
 * `@import` and `url(` to a browser, so the checks must see them so too.
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

/** Whether CSS (a `<style>` sheet, a `style` attribute or a presentation attribute) could fetch or run anything. */
export function isActiveCss(css: string): boolean {
  const text = decodeCssEscapes(css);
  // Every at-rule but @media: @import, @font-face (its `src`), @namespace fetch or load.
  if (/@(?!media\b)[a-z-]/i.test(text)) return true;
  if (/\b(javascript|vbscript|data)\s*:|behavior\s*:|-moz-binding/i.test(text)) return true;
  for (const call of text.matchAll(/([a-z_-][a-z0-9_-]*)\s*\(\s*(["']?)\s*(.?)/gi)) {
    const name = call[1]!.toLowerCase();
    if (!CSS_FUNCTIONS.has(name)) return true;
    // Only in-document references (`url(#id)`) may be linked.
    if (name === 'url' && call[3] !== '#') return true;
  }
  return false;
}

/** An attribute a drawing may carry: no event handler, no base URL, links only within the document, no active CSS. */
function isSafeAttribute(attribute: SaxesAttributeNS): boolean {
  const { uri, local, value } = attribute;
  if (uri === XMLNS_NS || (uri === '' && local === 'xmlns')) return true;
  if (uri === XML_NS) return local === 'space' || local === 'lang';
  if (EDITOR_NAMESPACES.has(uri)) return true;
  if (uri !== '' && uri !== XLINK_NS) return false;
  if (/^on/i.test(local)) return false;
  if (local === 'href') return /^\s*#/.test(value);
  if (uri === XLINK_NS) return local === 'title';
  return !isActiveCss(value);
}

function isSafeElement(tag: SaxesTagNS): boolean {
  // No namespace: what an HTML page would read as SVG if it were pasted in.
  const known = tag.uri === SVG_NS || tag.uri === '' ? SVG_ELEMENTS.has(tag.local) : EDITOR_NAMESPACES.has(tag.uri);
  return known && Object.values(tag.attributes).every(isSafeAttribute);
}

/**
 * Whether an SVG carries anything that could run or fetch (once,
 * a `<s:script>` under a prefix bound to the SVG namespace and CSS
 * `image-set("http://…")` passed a text filter). The file is parsed as XML,
 * as a browser opening it reads it, and every element, attribute and style is
 * checked against what a drawing needs; anything else, a DOCTYPE (entities),
 * a processing instruction (`xml-stylesheet` runs XSLT), an encoding other
 * than UTF-8, or XML that does not parse, refuses the file. This refuses
 * rather than cleans; stored SVGs are also only ever served as downloads.
 */
export function isActiveSvg(text: string): boolean {
  const parser = new SaxesParser({ xmlns: true });
  let active = false;
  const refuse = () => {
    active = true;
  };
  let styleDepth = 0;
  const styleText = (text: string) => {
    if (styleDepth > 0 && isActiveCss(text)) refuse();
  };
  parser.on('error', refuse);
  parser.on('doctype', refuse);
  parser.on('processinginstruction', refuse);
  parser.on('xmldecl', (decl) => {
    if (decl.encoding !== undefined && !/^(utf-8|us-ascii)$/i.test(decl.encoding)) refuse();
  });
  parser.on('opentag', (tag) => {
    if (!isSafeElement(tag)) refuse();
    if (tag.local === 'style') styleDepth++;
  });
  parser.on('closetag', (tag) => {
    if (tag.local === 'style') styleDepth--;
  });
  parser.on('text', styleText);
  parser.on('cdata', styleText);
  try {
    parser.write(text).close();
  } catch {
    return true;
  }
  return active;
}
