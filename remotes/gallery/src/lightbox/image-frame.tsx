import { useState, type RefObject } from 'react';
import { fitImage } from './fit-image';
import type { Size } from './gestures/zoom-math';
import { LIGHTBOX_LOAD_ERROR_TEXT, LIGHTBOX_LOADING_LABEL } from './lightbox-constants';
import type { GalleryImage } from './lightbox-core';
import type { StageSize } from './use-stage-size';

export interface ImageFrameProps {
  readonly image: GalleryImage;
  /** The image's accessible name. */
  readonly label: string;
  readonly size: StageSize | null;
  readonly frameRef: RefObject<HTMLDivElement | null>;
}

type LoadStatus = 'loading' | 'loaded' | 'error';

/**
 * One image in its three states: loading (the thumbnail shown
 * enlarged under a spinner, as PhotoSwipe does), loaded, or an error with a
 * clear text. Sized by fitImage; keyed by source by its parent, so each image
 * starts loading afresh.
 */
export function ImageFrame({ image, label, size, frameRef }: ImageFrameProps) {
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [natural, setNatural] = useState<Size | null>(null);
  const thumb = image.thumb;

  if (status === 'error') {
    return (
      <div className="eacf7-lightbox__error" role="status">
        {LIGHTBOX_LOAD_ERROR_TEXT}
      </div>
    );
  }

  const thumbAspect = thumb?.width && thumb.height ? thumb.width / thumb.height : undefined;
  const aspect = natural ? natural.width / natural.height : thumbAspect;
  const thumbSize = thumb?.width && thumb.height ? { width: thumb.width, height: thumb.height } : undefined;
  const fitted = size && aspect ? fitImage({ aspect, box: size.box, viewport: size.viewport, thumb: thumbSize, sourceWidth: natural?.width }) : null;
  // With a srcset, wait for the stage's size (where it can be measured): the
  // browser picks the file from `sizes` as the element is created.
  const shownWidth = fitted?.width ?? size?.box.width;
  const sizes = image.srcset ? (image.sizes ?? (shownWidth ? `${shownWidth}px` : undefined)) : undefined;
  const ready = !image.srcset || sizes !== undefined || typeof ResizeObserver !== 'function';
  const loading = status === 'loading';

  return (
    <div
      ref={frameRef}
      className={`eacf7-lightbox__frame${fitted ? ' is-sized' : ''}${loading ? ' is-loading' : ''}`}
      style={fitted ? { width: `${fitted.width}px`, height: `${fitted.height}px` } : undefined}
    >
      {loading && thumb?.src ? <img className="eacf7-lightbox__placeholder" src={thumb.src} alt="" aria-hidden="true" /> : null}
      {ready ? (
        <img
          className="eacf7-lightbox__image"
          src={image.src}
          srcSet={image.srcset}
          sizes={sizes}
          alt={label}
          draggable={false}
          onLoad={(event) => {
            const img = event.currentTarget;
            if (img.naturalWidth > 0 && img.naturalHeight > 0) setNatural({ width: img.naturalWidth, height: img.naturalHeight });
            setStatus('loaded');
          }}
          onError={() => setStatus('error')}
        />
      ) : null}
      {loading ? <span className="eacf7-lightbox__spinner" role="progressbar" aria-label={LIGHTBOX_LOADING_LABEL} /> : null}
    </div>
  );
}
