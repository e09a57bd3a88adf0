import { defineModule } from '@cms-mf/shared-contracts';
import { motionDuration } from '../core/reduced-motion';
import { MODULE_SLIDER_FADE_MS } from '../core/timing';
import { controlTexts, joinLabel } from '../dom/page-texts';
import { createSlider } from './create-slider';
import { readSliderOptions } from './slider-options';

/**
 * `./slider`: the slider, fullwidth slider and post slider modules
 * (`.et_pb_slider`, MARKUP-FACTS §1.5). Module sliders fade over 700 ms
 * (theme-frontend.md §9), instantly under `prefers-reduced-motion`.
 */
export const sliderModule = defineModule((el, ctx, signal) => {
  const root = el as HTMLElement;
  const slides = [...root.querySelectorAll<HTMLElement>(':scope > .et_pb_slides > .et_pb_slide')];
  const view = root.ownerDocument.defaultView!;
  createSlider(root, {
    ...readSliderOptions(root.classList),
    slides,
    fadeMs: motionDuration(view, MODULE_SLIDER_FADE_MS),
    texts: controlTexts(ctx),
    // Two sliders on a page must not share a region name: the first slide's title tells them apart.
    label: joinLabel('Slideshow', root.querySelector('.et_pb_slide_title')?.textContent),
    signal,
  });
  // The builder removes `.et_pb_preload` once a slider is laid out.
  root.classList.remove('et_pb_preload');
});
