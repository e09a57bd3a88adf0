import { defineModule } from '@cms-mf/shared-contracts';
import { motionDuration } from '../core/reduced-motion';
import { MODULE_SLIDER_FADE_MS } from '../core/timing';
import { createDomRestorer } from '../dom/dom-restorer';
import { controlTexts } from '../dom/page-texts';
import { createSlider } from '../slider/create-slider';
import { readSliderOptions } from '../slider/slider-options';
import { type VideoBox, wireVideoBox } from './video-overlay';
import { cssImageUrl } from './video-url';

/**
 * `./video-slider`: the video slider module (`.et_pb_video_slider >
 * .et_pb_slider.et_pb_preload`, items `.et_pb_video_slider_item`,
 * MARKUP-FACTS "Video slider"). One video shows at a time, moved by the
 * slider's arrows, dots or swipe; each cover plays its video on a click or
 * from the keyboard, and leaving a slide stops its video. With
 * `et_pb_slider_carousel` a row of thumbnails (`.et_pb_carousel >
 * .et_pb_carousel_items > .et_pb_carousel_item[data-slide-id]`, each cover
 * from the slide's `data-image`) is built after the slider: each is a button
 * that shows its video.
 */
export const videoSliderModule = defineModule((el, ctx, signal) => {
  const root = el as HTMLElement;
  const slider = root.querySelector<HTMLElement>(':scope > .et_pb_slider');
  if (!slider) return;
  const doc = root.ownerDocument;
  const view = doc.defaultView!;
  const restorer = createDomRestorer();
  const slides = [...slider.querySelectorAll<HTMLElement>(':scope > .et_pb_slides > .et_pb_video_slider_item')];
  const boxes: VideoBox[] = slides.map((slide, i) => {
    if (!slide.hasAttribute('data-slide-id')) restorer.attr(slide, 'data-slide-id', `video-${i + 1}`);
    const box = slide.querySelector<HTMLElement>('.et_pb_video_wrap') ?? slide;
    return wireVideoBox(box, `Play video ${i + 1} of ${slides.length}`, restorer, signal);
  });
  const thumbs: HTMLButtonElement[] = [];
  const api = createSlider(slider, {
    ...readSliderOptions(slider.classList),
    // A video slider never runs a slideshow: it would move away from a playing video.
    autoplay: false,
    slides,
    fadeMs: motionDuration(view, MODULE_SLIDER_FADE_MS),
    texts: controlTexts(ctx),
    label: 'Videos',
    signal,
    onChange(index) {
      boxes.forEach((box, i) => {
        if (i !== index) box.stop();
      });
      thumbs.forEach((thumb, i) => {
        if (i === index) thumb.setAttribute('aria-current', 'true');
        else thumb.removeAttribute('aria-current');
        thumb.parentElement?.classList.toggle('et-pb-active-control', i === index);
      });
    },
  });
  restorer.toggleClass(slider, 'et_pb_preload', false);

  let carousel: HTMLElement | null = null;
  if (slider.classList.contains('et_pb_slider_carousel') && slides.length > 1) {
    carousel = doc.createElement('div');
    carousel.className = 'et_pb_carousel';
    const items = doc.createElement('div');
    items.className = 'et_pb_carousel_items';
    slides.forEach((slide, i) => {
      const item = doc.createElement('div');
      item.className = 'et_pb_carousel_item';
      item.setAttribute('data-slide-id', slide.getAttribute('data-slide-id')!);
      const thumb = doc.createElement('button');
      thumb.type = 'button';
      thumb.className = 'et_pb_video_overlay';
      thumb.setAttribute('aria-label', `Show video ${i + 1} of ${slides.length}`);
      const image = cssImageUrl(slide.getAttribute('data-image') ?? '', doc.baseURI);
      if (image) thumb.style.backgroundImage = image;
      thumb.addEventListener('click', () => void api.moveTo(i), { signal });
      item.append(thumb);
      items.append(item);
      thumbs.push(thumb);
    });
    carousel.append(items);
    slider.after(carousel);
    const active = api.index();
    thumbs[active]?.setAttribute('aria-current', 'true');
    thumbs[active]?.parentElement?.classList.add('et-pb-active-control');
  }

  return () => {
    carousel?.remove();
    restorer.restore();
  };
});
