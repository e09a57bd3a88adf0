import { SLIDESHOW_SPEED_MS } from '../core/timing';

/** What a slider's configuration classes ask for (MARKUP-FACTS §1.5 "Configuration classes"). */
export interface SliderOptions {
  readonly arrows: boolean;
  readonly dots: boolean;
  /** `et_slider_auto`: the slideshow runs. */
  readonly autoplay: boolean;
  /** `et_slider_speed_{ms}`, else the spec's 7000 ms. */
  readonly speedMs: number;
  /** `et_slider_auto_ignore_hover`: hovering does not pause the slideshow. */
  readonly pauseOnHover: boolean;
}

/** A slideshow faster than this would move before a fade ends: such a class is ignored. */
const MIN_SPEED_MS = 1000;

/** Reads the options from the slider's class list. */
export function readSliderOptions(classes: Iterable<string>): SliderOptions {
  const list = new Set(classes);
  let speedMs = SLIDESHOW_SPEED_MS;
  for (const cls of list) {
    const match = /^et_slider_speed_(\d+)$/.exec(cls);
    if (match && Number(match[1]) >= MIN_SPEED_MS) speedMs = Number(match[1]);
  }
  return {
    arrows: !list.has('et_pb_slider_no_arrows'),
    dots: !list.has('et_pb_slider_no_pagination'),
    autoplay: list.has('et_slider_auto'),
    speedMs,
    pauseOnHover: !list.has('et_slider_auto_ignore_hover'),
  };
}
