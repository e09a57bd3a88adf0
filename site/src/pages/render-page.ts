import { type Cf7FormResponse, renderCf7Form } from '../forms/render/render-cf7-form';
import { withResponseInMarkup } from '../forms/render/response-in-markup';
import { escapeHtml } from '../html/escape-html';
import { renderShopPlaceholder, type ShopPageState } from '../shop/render-shop-placeholder';
import type { SiteState } from '../site-state';
import { CONTACT_NONCE_ACTION, type ContactFormState } from '../theme/contact-form-state';
import { DEFAULT_POSTS_PER_PAGE, renderBlog } from '../theme/render-blog';
import { renderDiviContactForm } from '../theme/render-divi-contact-form';
import { motionGlobalsScript } from '../theme/motion-page-globals';
import { countdownValue } from '../theme/countdown-value';
import { renderNewsletter } from '../newsletter/render-newsletter';
import { renderWelcome } from '../newsletter/render-welcome';
import type { NewsletterFormState } from '../newsletter/newsletter-form-state';
import { awaitsModuleStyle } from './awaits-module-style';
import { fieldSheetStyles } from './field-sheet-styles';
import { formStylerStyles } from './form-styler-styles';
import { globalsScript, pageGlobals } from './page-globals';
import { hasPlaceholder, type Placeholder, replacePlaceholders } from './placeholders';
import { livePointer, moduleHintTags } from './module-hints';
import { pageHints } from './page-hints';
import { loaderPreloadHint, shellPreloadHints } from './shell-preload';
import { withSkipLink } from './skip-link';

/** One page view. */
export interface PageRequest {
  /** URL path of the page (the action URL of its forms). */
  readonly path: string;
  /** `scheme://host:port` of the request, for the absolute endpoints of the stand-ins. */
  readonly origin: string;
  readonly query: URLSearchParams;
  /** Hash of the visitor's cart token, when they have one. */
  readonly cartTokenHash?: string;
  /** The contact form a post to this page was for, and what it shows now. */
  readonly contact?: { readonly formId: number; readonly state: ContactFormState };
  /** The newsletter list a plain post to this page was for, and what its module shows now. */
  readonly newsletter?: { readonly listId: string; readonly state: NewsletterFormState };
  /** The visitor asked to save data (`Save-Data: on`): no module is hinted ahead of its use. */
  readonly saveData?: boolean;
  /** What a post to a shop page (checkout, cart) shows now. */
  readonly shop?: ShopPageState;
  /** The CF7 form a script-less post to this page was for, and its response. */
  readonly cf7?: { readonly formId: number; readonly unitTag: string; readonly response: Cf7FormResponse };
}

export interface RenderedPage {
  readonly html: string;
  /** 404 when the page asked for a blog page that does not exist; the body is still the whole page. */
  readonly status: 200 | 404;
}

/**
 * Fills a page's placeholders for one request: forms, newsletter, blog and
 * cart modules first, then `<!-- cms:globals -->`, whose per-form globals
 * and style sheets (add-on fields, form styler, parts awaiting their module) follow the forms the finished page holds; then adds the skip link (skip-link.ts).
 */
export function renderPage(source: string, request: PageRequest, state: SiteState): RenderedPage {
  let status: 200 | 404 = 200;
  let pageId: number | undefined;
  let isPro = true;
  const module = (placeholder: Placeholder): string | undefined => {
    const [arg] = placeholder.args;
    switch (placeholder.name) {
      case 'form':
        return renderFormPlaceholder(Number(arg), request, state);
      case 'newsletter': {
        const list = state.cms.newsletterLists.find((candidate) => candidate.list_id === arg);
        const shown = list && request.newsletter?.listId === list.list_id ? request.newsletter.state : undefined;
        return list ? renderNewsletter(list, state.secret, state.nonces.mint('et_frontend'), shown) : missing(`newsletter list ${arg}`);
      }
      case 'welcome':
        return renderWelcome(request.query.get('welcome'));
      case 'blog': {
        const perPage = Number(placeholder.options.per_page ?? DEFAULT_POSTS_PER_PAGE);
        const blog = renderBlog(state.cms.posts, request.path, Number(request.query.get('paged') ?? '1'), Number.isInteger(perPage) && perPage > 0 ? perPage : DEFAULT_POSTS_PER_PAGE);
        if (!blog.found) status = 404;
        return blog.html;
      }
      case 'cart':
      case 'checkout':
      case 'order-received':
        return renderShopPlaceholder(placeholder.name, request, state);
      case 'motion-globals':
        return motionGlobalsScript(arg);
      case 'countdown-value':
        return countdownValue(placeholder.args, state.now());
      case 'globals':
        pageId = /^\d{1,9}$/.test(placeholder.options.page_id ?? '') ? Number(placeholder.options.page_id) : undefined;
        isPro = placeholder.options.pro !== 'off';
        return undefined;
      default:
        return undefined;
    }
  };
  const rendered = replacePlaceholders(source, module);
  // A form the page carries as its own markup (no placeholder) shows the answer there.
  const cf7 = request.cf7;
  const withModules = cf7 && !hasPlaceholder(source, 'form', String(cf7.formId)) ? withResponseInMarkup(rendered, cf7.unitTag, cf7.response) : rendered;
  const html = replacePlaceholders(withModules, (placeholder) => {
    if (placeholder.name === 'globals') {
      const globals = globalsScript(pageGlobals(withModules, state.cms, state.nonces, state.external.browserServices(request.origin), pageId, isPro));
      const styles = [fieldSheetStyles(withModules), formStylerStyles(withModules, state.cms, isPro), awaitsModuleStyle(withModules, isPro)].filter((css) => css !== '');
      return [globals, ...styles].join('\n');
    }
    // After the modules, so that the hints follow the forms and blocks the finished page holds.
    if (placeholder.name === 'shell-preload') return preloadHints(withModules, request, state);
    return undefined;
  });
  return { html: withSkipLink(html), status };
}

/**
 * `<!-- cms:shell-preload -->`: the shell's runtime chunk and the pointer (shell-preload.ts), then, unless the
 * visitor asked to save data, the shell's remote loader and the entry and chunks of the modules a tap at the
 * top of the page would load (module-hints.ts), from the live pointer; page-hints.ts decides which.
 */
function preloadHints(html: string, request: PageRequest, state: SiteState): string {
  const saveData = request.saveData === true;
  const pointer = saveData ? null : livePointer(state.config.releasesDir);
  const { shellDir } = state.config;
  return pageHints({ shell: shellPreloadHints(shellDir), loader: loaderPreloadHint(shellDir), modules: pointer ? moduleHintTags(pointer, html) : '' }, saveData);
}

function renderFormPlaceholder(id: number, request: PageRequest, state: SiteState): string {
  const form = Number.isInteger(id) ? state.cms.forms.get(id) : undefined;
  if (!form) return missing(`form ${id}`);
  if (form.plugin === 'cf7') return renderCf7Form(form, { action: request.path, maxPostSize: state.maxPostSize, response: request.cf7?.formId === form.id ? request.cf7.response : undefined });
  const contactState = request.contact?.formId === form.id ? request.contact.state : undefined;
  return renderDiviContactForm(form, request.path, state.nonces.mint(CONTACT_NONCE_ACTION), contactState);
}

/** A placeholder naming content that does not exist stays visible to the site owner as a comment. */
function missing(what: string): string {
  return `<!-- cms: no ${escapeHtml(what).replace(/--/g, '')} in the CMS content -->`;
}
