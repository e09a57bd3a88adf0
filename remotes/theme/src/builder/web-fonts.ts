import { parseFontSetting } from '../core/font-and-icon';

/** Where the builder loads web fonts from (§7 "Web fonts load via a link to a font provider"). */
export const FONT_PROVIDER_CSS_URL = 'https://fonts.googleapis.com/css';

/** `ETBuilderBackend.customFonts[name]`: an uploaded font's files by format. */
export interface CustomFont {
  readonly font_url?: Readonly<Record<string, string>>;
  readonly styles?: string;
}

export interface FontSources {
  /** Fonts every system has: nothing to load. */
  readonly websafe: readonly string[];
  readonly custom: Readonly<Record<string, CustomFont>>;
  /** `ETBuilderBackend.useGoogleFonts`: whether the provider may be asked. @default true */
  readonly useProvider: boolean;
}

export type FontLoad = { readonly kind: 'link'; readonly href: string } | { readonly kind: 'font-face'; readonly css: string } | null;

const FORMATS: Readonly<Record<string, string>> = { woff2: 'woff2', woff: 'woff', ttf: 'truetype', otf: 'opentype', eot: 'embedded-opentype' };
const FAMILY = /^[A-Za-z0-9 _-]{1,80}$/;

/** Percent-encodes what could end a CSS string or url(). */
const cssSafe = (url: string) => url.replace(/["'()\\\s]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);

const safeFontUrl = (raw: string, base: string): string | null => {
  try {
    const url = new URL(raw, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
};

/**
 * How a font setting's family is loaded: an inline `@font-face` for a custom
 * (uploaded) font, a stylesheet link to the provider otherwise, nothing for a
 * web-safe or empty family. Family names and URLs are checked before they go
 * into CSS (quotes and parentheses cannot break out).
 */
export function fontLoadFor(setting: string, sources: FontSources, base: string): FontLoad {
  const { font, weight } = parseFontSetting(setting);
  const family = font.trim();
  if (family === '' || family === 'Default' || !FAMILY.test(family) || sources.websafe.includes(family)) return null;
  const custom = Object.hasOwn(sources.custom, family) ? sources.custom[family] : undefined;
  if (custom) {
    const sources_ = Object.entries(custom.font_url ?? {})
      .flatMap(([format, raw]) => {
        const url = FORMATS[format] ? safeFontUrl(raw, base) : null;
        return url ? [`url("${cssSafe(url)}") format("${FORMATS[format]}")`] : [];
      });
    return sources_.length === 0 ? null : { kind: 'font-face', css: `@font-face{font-family:"${family}";src:${sources_.join(',')};font-display:swap}` };
  }
  if (!sources.useProvider) return null;
  const weights = /^\d{3}$/.test(weight) ? `:${weight}` : '';
  const url = new URL(FONT_PROVIDER_CSS_URL);
  url.searchParams.set('family', `${family}${weights}`);
  url.searchParams.set('display', 'swap');
  return { kind: 'link', href: url.href };
}

/** Adds the link or style for `load` once per document (keyed by its content). */
export function applyFontLoad(doc: Document, load: FontLoad, cspNonce?: string): void {
  if (!load) return;
  const key = load.kind === 'link' ? load.href : load.css;
  if ([...doc.head.querySelectorAll<HTMLElement>('[data-et-font-load]')].some((node) => node.dataset.etFontLoad === key)) return;
  const node = load.kind === 'link' ? Object.assign(doc.createElement('link'), { rel: 'stylesheet', href: load.href }) : Object.assign(doc.createElement('style'), { textContent: load.css });
  node.dataset.etFontLoad = key;
  if (cspNonce) node.nonce = cspNonce;
  doc.head.append(node);
}
