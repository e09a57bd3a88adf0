/**
 * The builder's preview iframe exchange (theme-frontend.md §7): the builder
 * loads a site page in a hidden iframe (query flags for preview, a preview
 * nonce and an iframe id), posts it the shortcode and the nonce by window
 * message, and waits for a reply with the iframe id and the html. Each side
 * checks the other's origin; a message from anywhere else is ignored.
 */

/** Query flags of the preview page. */
export const PREVIEW_QUERY = { flag: 'et_pb_preview', nonce: 'et_pb_preview_nonce', iframeId: 'iframe_id' } as const;
/** A preview that has not answered by then is given up. @default 20000 */
const PREVIEW_TIMEOUT_MS = 20_000;

export interface PreviewRequestMessage {
  readonly et_pb_preview_nonce: string;
  readonly shortcode: string;
  readonly iframe_id: string;
}

export interface PreviewReplyMessage {
  readonly iframe_id: string;
  readonly html: string;
}

export class PreviewFailedError extends Error {
  override readonly name = 'PreviewFailedError';
  readonly kind = 'preview-failed' as const;
  constructor(readonly reason: 'timeout' | 'aborted', options?: ErrorOptions) {
    super(`The builder preview ${reason === 'timeout' ? 'did not answer in time' : 'was aborted'}`, options);
  }
}

/** Guard that works across bundles (STYLE.md §7). */
export const isPreviewFailedError = (error: unknown): error is PreviewFailedError =>
  typeof error === 'object' && error !== null && (error as { kind?: unknown }).kind === 'preview-failed';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function isPreviewRequest(data: unknown): data is PreviewRequestMessage {
  return isRecord(data) && typeof data.et_pb_preview_nonce === 'string' && typeof data.shortcode === 'string' && typeof data.iframe_id === 'string';
}

export function isPreviewReply(data: unknown): data is PreviewReplyMessage {
  return isRecord(data) && typeof data.iframe_id === 'string' && typeof data.html === 'string';
}

/** The preview page's address: the page plus the three query flags. */
export function previewUrl(pageUrl: string, base: string, nonce: string, iframeId: string): URL {
  const url = new URL(pageUrl, base);
  url.searchParams.set(PREVIEW_QUERY.flag, 'true');
  url.searchParams.set(PREVIEW_QUERY.nonce, nonce);
  url.searchParams.set(PREVIEW_QUERY.iframeId, iframeId);
  return url;
}

export interface PreviewRequest {
  readonly pageUrl: string;
  readonly shortcode: string;
  readonly nonce: string;
  readonly signal?: AbortSignal;
  /** @default 20000 */
  readonly timeoutMs?: number;
}

/** Builder side: loads the preview page hidden, sends the shortcode, resolves the html it answers. */
export function requestPreview(win: Window, request: PreviewRequest): Promise<string> {
  const doc = win.document;
  const iframeId = `et-pb-preview-${Math.random().toString(36).slice(2, 10)}`;
  const url = previewUrl(request.pageUrl, doc.baseURI, request.nonce, iframeId);
  const iframe = doc.createElement('iframe');
  iframe.id = iframeId;
  iframe.hidden = true;
  iframe.title = 'Builder preview';
  const done = new AbortController();
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PreviewFailedError('timeout')), request.timeoutMs ?? PREVIEW_TIMEOUT_MS);
    done.signal.addEventListener('abort', () => clearTimeout(timer));
    request.signal?.addEventListener('abort', () => reject(new PreviewFailedError('aborted')), { signal: done.signal });
    win.addEventListener('message', (event) => {
      // Only the preview frame we opened, at the origin we loaded it from.
      if (event.origin !== url.origin || event.source !== iframe.contentWindow || !isPreviewReply(event.data) || event.data.iframe_id !== iframeId) return;
      resolve(event.data.html);
    }, { signal: done.signal });
    iframe.addEventListener('load', () => {
      const message: PreviewRequestMessage = { et_pb_preview_nonce: request.nonce, shortcode: request.shortcode, iframe_id: iframeId };
      iframe.contentWindow?.postMessage(message, url.origin);
    }, { signal: done.signal });
    iframe.src = url.href;
    doc.body.append(iframe);
  }).finally(() => {
    done.abort();
    iframe.remove();
  });
}

export interface PreviewResponder {
  /** The origin allowed to ask (`et_preview_params.preview_origin`, else the page's own). */
  readonly allowedOrigin: string;
  /** The nonce and iframe id the page was loaded with. */
  readonly nonce: string;
  readonly iframeId: string;
  readonly render: (shortcode: string) => string | Promise<string>;
  readonly signal: AbortSignal;
  /** Called for a message from another origin (ignored otherwise). */
  readonly onForeignOrigin?: (origin: string) => void;
}

/** Preview-page side: answers the builder's request with the rendered html, to the asking origin only. */
export function answerPreviewRequests(win: Window, responder: PreviewResponder): void {
  win.addEventListener('message', (event) => {
    if (!isPreviewRequest(event.data)) return;
    if (event.origin !== responder.allowedOrigin) {
      responder.onForeignOrigin?.(event.origin);
      return;
    }
    const request = event.data;
    if (request.et_pb_preview_nonce !== responder.nonce || request.iframe_id !== responder.iframeId || !event.source) return;
    const source = event.source as Window;
    void Promise.resolve(responder.render(request.shortcode)).then((html) => {
      if (responder.signal.aborted) return;
      const reply: PreviewReplyMessage = { iframe_id: responder.iframeId, html };
      source.postMessage(reply, event.origin);
    });
  }, { signal: responder.signal });
}

/** The allowed origin from `et_preview_params.preview_origin`, else `fallback`; a value that is not an http(s) origin is refused. */
export function previewOrigin(raw: unknown, fallback: string): string {
  if (typeof raw !== 'string' || raw.trim() === '') return fallback;
  try {
    const url = new URL(raw);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== 'null' ? url.origin : fallback;
  } catch {
    return fallback;
  }
}
