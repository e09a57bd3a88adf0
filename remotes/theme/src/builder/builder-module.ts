import { defineModule } from '@cms-mf/shared-contracts';
import { pageDebugLog } from '../debug/debug-log';
import { isBlockedClick, isBlockedSubmit } from './blocked-targets';
import { answerPreviewRequests, PREVIEW_QUERY, previewOrigin } from './preview-exchange';
import { applyFontLoad, type CustomFont, fontLoadFor } from './web-fonts';

interface BuilderBackend {
  readonly customFonts?: Readonly<Record<string, CustomFont>>;
  readonly websafeFonts?: readonly string[];
  readonly useGoogleFonts?: boolean | string;
}

/** What the preview page answers with: its layout, sanitised (the reference site renders the layout itself). */
const PREVIEW_CONTENT = '#et-boc';

/**
 * `./builder`: page behaviour in builder modes (theme-frontend.md §1, §4, §6,
 * §7, §8), mounted once on the body of a builder page. Clicks that would
 * navigate and form submits inside builder areas are stopped (the checkout's
 * sample message is the shop's checkout module's); fonts named by `data-et-font` settings are loaded
 * (provider link or inline font-face); a preview page
 * (`?et_pb_preview=true&et_pb_preview_nonce=…&iframe_id=…`) answers the
 * builder's message from the allowed origin with its html. Outside the
 * builder it does nothing.
 */
export const builderModule = defineModule((el, ctx, signal) => {
  const doc = el.ownerDocument;
  const win = doc.defaultView!;
  if (!ctx.builder.active) return;
  const debug = pageDebugLog(win);

  // Capture phase, before any module's own handler: nothing in the layout navigates or posts.
  doc.addEventListener('click', (event) => {
    if (event.target instanceof Element && isBlockedClick(event.target)) {
      event.preventDefault();
      debug.log('store_action_obj', 'builder: click blocked', event.target);
    }
  }, { capture: true, signal });
  doc.addEventListener('submit', (event) => {
    if (event.target instanceof Element && isBlockedSubmit(event.target)) {
      event.preventDefault();
      debug.log('store_action_obj', 'builder: submit blocked', event.target);
    }
  }, { capture: true, signal });

  const backend = (win as unknown as { ETBuilderBackend?: BuilderBackend }).ETBuilderBackend ?? {};
  const sources = {
    websafe: backend.websafeFonts ?? [],
    custom: backend.customFonts ?? {},
    useProvider: backend.useGoogleFonts !== false && backend.useGoogleFonts !== 'off',
  };
  const cspNonce = doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
  for (const node of doc.querySelectorAll<HTMLElement>('[data-et-font]')) {
    applyFontLoad(doc, fontLoadFor(node.dataset.etFont ?? '', sources, doc.baseURI), cspNonce);
  }

  const query = new URL(doc.URL).searchParams;
  if (query.get(PREVIEW_QUERY.flag) === 'true') {
    const params = (win as unknown as { et_preview_params?: { preview_origin?: unknown } }).et_preview_params;
    answerPreviewRequests(win, {
      allowedOrigin: previewOrigin(params?.preview_origin, win.location.origin),
      nonce: query.get(PREVIEW_QUERY.nonce) ?? '',
      iframeId: query.get(PREVIEW_QUERY.iframeId) ?? '',
      signal,
      onForeignOrigin: (origin) => debug.log('warning', 'builder preview: a message from another origin was ignored', origin),
      render: async (shortcode) => {
        debug.log('store_emit', 'builder preview: answering', shortcode.length, 'characters of shortcode');
        const content = doc.querySelector(PREVIEW_CONTENT);
        if (!content) return '';
        const { sanitizeFragment } = await import(/* webpackChunkName: "theme-sanitizer" */ '../ajax-pagination/sanitize-fragment');
        const copy = content.cloneNode(true) as Element;
        sanitizeFragment(copy);
        return copy.innerHTML;
      },
    });
  }
});
