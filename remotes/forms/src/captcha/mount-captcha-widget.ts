import type { ModuleContext } from '@cms-mf/shared-contracts';
import { serviceUrl } from '../common/service-url';
import { type CaptchaWidget, WIDGET_PROVIDERS } from './captcha-widget';
import { loadWidgetScript } from './widget-script';

/**
 * A captcha widget (reCAPTCHA v2, hCaptcha, Turnstile): the provider's script
 * (`cmsmf_services.{provider}ScriptUrl`, the reference site's stand-in by
 * default) loaded with this module only, the widget rendered explicitly into
 * the add-on's container, and reset when MARKUP-FACTS §3.1 says: reCAPTCHA on
 * `wpcf7submit`, hCaptcha on `wpcf7mailsent` (by its `data-widget-id`),
 * Turnstile removed and rendered again on `wpcf7mailsent`.
 */
export async function mountCaptchaWidget(widget: CaptchaWidget, form: HTMLFormElement, ctx: ModuleContext, signal: AbortSignal): Promise<() => void> {
  const doc = form.ownerDocument;
  const provider = WIDGET_PROVIDERS[widget.provider];
  const api = await loadWidgetScript(serviceUrl(ctx.globals, provider.script, doc.baseURI), provider.global, doc);
  const options = { sitekey: widget.sitekey, ...(widget.theme ? { theme: widget.theme } : {}), ...(widget.size ? { size: widget.size } : {}) };
  let id: string | number | undefined;
  const render = () => {
    id = api.render(widget.container, options);
    widget.container.setAttribute('data-widget-id', String(id));
  };
  const remove = () => {
    if (id === undefined) return;
    if (typeof api.remove === 'function') api.remove(id);
    else api.reset(id);
    id = undefined;
  };
  if (signal.aborted) return () => undefined;
  render();
  form.addEventListener(provider.resetOn, () => {
    if (provider.rerender) {
      remove();
      render();
    } else if (id !== undefined) api.reset(id);
  }, { signal });
  return () => {
    remove();
    widget.container.removeAttribute('data-widget-id');
  };
}
