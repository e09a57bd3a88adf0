import { createScriptLoader } from '@cms-mf/dom-kit';
import type { WidgetApi } from './captcha-widget';

/** The provider's script could not be loaded, or defined no widget API. */
export class WidgetScriptError extends Error {
  override readonly name = 'WidgetScriptError';
}

const scripts = createScriptLoader<WidgetApi>('cmsmf-captcha-widget', 'captcha-widget', (message) => new WidgetScriptError(message));

/**
 * The provider's widget API: the page's own when it already loaded the script,
 * else the script at `src` (a page setting checked to be http(s) by service-url.ts),
 * added only when a captcha widget mounts.
 */
export function loadWidgetScript(src: string, global: string, doc: Document): Promise<WidgetApi> {
  const present = (doc.defaultView as unknown as Record<string, WidgetApi | undefined>)[global];
  if (typeof present?.render === 'function') return Promise.resolve(present);
  return scripts.load(src, doc, (win) => {
    const api = win[global] as WidgetApi | undefined;
    if (typeof api?.render !== 'function') return `defined no ${global}.render`;
    // Google's and Cloudflare's scripts finish their set-up after `load`: `ready` says when.
    const ready = api.ready;
    return typeof ready === 'function' ? new Promise<WidgetApi>((resolve) => ready(() => resolve(api))) : api;
  });
}
