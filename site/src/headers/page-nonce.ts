import { randomBytes } from 'node:crypto';
import { scriptJson } from '../html/script-json';

/** A fresh nonce per response: 128 random bits, base64 (what CSP's nonce-source allows). */
export function freshNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * Gives every `<script>` element of a page, and every script preload hint, the response's nonce: under
 * 'strict-dynamic' a parser-inserted preload without it is refused. Pages are the site's own templates and
 * server-rendered markup, where visitor text is always escaped (`&lt;script`), so every literal `<script`
 * or `<link rel="(module)preload"` is one the site wrote.
 */
export function withNonce(html: string, nonce: string): string {
  return html.replace(/<script(?=[\s>])|<link(?=\s+rel="(?:modulepreload|preload)")/gi, `$& nonce="${nonce}"`);
}

/**
 * Prints the site's shell settings (`window.cmsmf`) before the page's first
 * script, so the shell reads them; settings the page sets itself win.
 */
export function withShellSettings(html: string, settings: Record<string, unknown>, nonce: string): string {
  if (Object.keys(settings).length === 0) return html;
  const script = `<script nonce="${nonce}">window.cmsmf = Object.assign(${scriptJson(settings)}, window.cmsmf);</script>`;
  const first = html.search(/<script(?=[\s>])/i);
  const at = first >= 0 ? first : html.search(/<\/body>/i);
  return at >= 0 ? `${html.slice(0, at)}${script}\n${html.slice(at)}` : `${html}${script}`;
}
