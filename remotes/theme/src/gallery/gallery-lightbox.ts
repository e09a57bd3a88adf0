import { createButton } from '@cms-mf/dom-kit';
import { wrapIndex } from '../slider/slider-core';

export interface LightboxImage {
  readonly src: string;
  readonly title: string;
  readonly opener: HTMLElement;
}

export interface LightboxTexts {
  readonly previous: string;
  readonly next: string;
}

/**
 * The gallery module's own lightbox (MARKUP-FACTS §1.5: the builder opens
 * `.et_pb_gallery_image a` in a gallery-mode lightbox): a native modal
 * `<dialog>` (focus kept inside, Escape closes, the page behind inert) with
 * the image, its title, previous/next buttons and arrow keys. Focus returns
 * to the link that opened it. Created on first open, removed on abort.
 */
export function createLightbox(doc: Document, texts: LightboxTexts, signal: AbortSignal): (images: readonly LightboxImage[], index: number) => void {
  let dialog: HTMLDialogElement | null = null;
  let images: readonly LightboxImage[] = [];
  let index = 0;
  let img: HTMLImageElement;
  let caption: HTMLElement;
  let counter: HTMLElement;
  let prev: HTMLButtonElement;
  let next: HTMLButtonElement;


  const show = (i: number) => {
    index = wrapIndex(i, images.length);
    const image = images[index]!;
    img.src = image.src;
    img.alt = image.title;
    caption.textContent = image.title;
    counter.textContent = `${index + 1} of ${images.length}`;
    prev.hidden = next.hidden = images.length < 2;
  };

  const build = () => {
    dialog = doc.createElement('dialog');
    dialog.className = 'cmsmf-gallery-lightbox mfp-fade';
    dialog.setAttribute('aria-label', 'Image viewer');
    const figure = doc.createElement('figure');
    img = doc.createElement('img');
    // The lightbox is the runtime's own UI: it sizes itself rather than rely on the theme's CSS.
    img.style.cssText = 'display:block;max-width:min(90vw,1200px);max-height:75vh;height:auto;margin:0 auto';
    caption = doc.createElement('figcaption');
    figure.append(img, caption);
    counter = doc.createElement('p');
    counter.className = 'cmsmf-gallery-lightbox__counter';
    const close = createButton(doc, 'cmsmf-gallery-lightbox__close', 'Close', '×');
    prev = createButton(doc, 'cmsmf-gallery-lightbox__prev', `${texts.previous} image`, texts.previous);
    next = createButton(doc, 'cmsmf-gallery-lightbox__next', `${texts.next} image`, texts.next);
    dialog.append(close, figure, counter, prev, next);
    close.addEventListener('click', () => dialog!.close(), { signal });
    prev.addEventListener('click', () => show(index - 1), { signal });
    next.addEventListener('click', () => show(index + 1), { signal });
    dialog.addEventListener('keydown', (event) => {
      if (event.key === 'ArrowLeft') show(index - 1);
      else if (event.key === 'ArrowRight') show(index + 1);
    }, { signal });
    // A click on the backdrop (the dialog itself, outside its content) closes it.
    dialog.addEventListener('click', (event) => {
      if (event.target === dialog) dialog!.close();
    }, { signal });
    dialog.addEventListener('close', () => images[index]?.opener.focus(), { signal });
    doc.body.append(dialog);
    signal.addEventListener('abort', () => dialog?.remove(), { once: true });
  };

  return (list, start) => {
    if (list.length === 0 || signal.aborted) return;
    if (!dialog) build();
    images = list;
    show(start);
    if (!dialog!.open) dialog!.showModal();
  };
}
