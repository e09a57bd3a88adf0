import type { RefObject } from 'react';
import { ImageFrame } from './image-frame';
import { TITLE_ID } from './lightbox-constants';
import type { GalleryImage } from './lightbox-core';
import type { StageSize } from './use-stage-size';

export interface LightboxViewProps {
  readonly image: GalleryImage;
  /** The image's accessible name: title, else the thumbnail's alt. */
  readonly label: string;
  readonly title: string;
  readonly caption: string;
  readonly hasPrev: boolean;
  readonly hasNext: boolean;
  readonly onClose: () => void;
  readonly onPrev: () => void;
  readonly onNext: () => void;
  readonly closeRef: RefObject<HTMLButtonElement | null>;
  readonly prevRef: RefObject<HTMLButtonElement | null>;
  readonly nextRef: RefObject<HTMLButtonElement | null>;
  readonly stageRef: RefObject<HTMLDivElement | null>;
  readonly frameRef: RefObject<HTMLDivElement | null>;
  readonly size: StageSize | null;
}

/**
 * The content of the active lightbox: image, title heading, caption line and
 * the three controls. The close control comes first so it is the first stop
 * for focus; the glyphs are hidden from assistive technology, which reads
 * the buttons' names instead.
 */
export function LightboxView(props: LightboxViewProps) {
  return (
    <>
      <button
        ref={props.closeRef}
        type="button"
        className="eacf7-lightbox__control eacf7-lightbox__close"
        aria-label="Close"
        onClick={props.onClose}
      >
        <span aria-hidden="true">×</span>
      </button>
      <button
        ref={props.prevRef}
        type="button"
        className="eacf7-lightbox__control eacf7-lightbox__prev"
        aria-label="Previous image"
        hidden={!props.hasPrev}
        onClick={props.onPrev}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <figure className="eacf7-lightbox__figure">
        <div ref={props.stageRef} className="eacf7-lightbox__stage">
          {/* Keyed by source: each image fades in and loads afresh. */}
          <ImageFrame key={props.image.src} image={props.image} label={props.label} size={props.size} frameRef={props.frameRef} />
        </div>
        <figcaption>
          <h2 id={TITLE_ID} className="eacf7-lightbox__title">
            {props.title}
          </h2>
          <p className="eacf7-lightbox__caption" aria-live="polite" aria-atomic="true">
            {props.caption}
          </p>
        </figcaption>
      </figure>
      <button
        ref={props.nextRef}
        type="button"
        className="eacf7-lightbox__control eacf7-lightbox__next"
        aria-label="Next image"
        hidden={!props.hasNext}
        onClick={props.onNext}
      >
        <span aria-hidden="true">›</span>
      </button>
    </>
  );
}
