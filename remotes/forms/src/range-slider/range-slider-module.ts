import { defineModule } from '@cms-mf/shared-contracts';
import { adoptStyleSheet } from '@cms-mf/dom-kit';
import { labelForValue, parseSliderLabels, sliderStyle, trackFraction, valueForLabel } from './range-slider-rules';

/** Half the native thumb's width in Chromium and Firefox: the bubble and labels line up with its centre. */
const HALF_THUMB = '8px';
const AT = (fraction: string) => `calc(${fraction} * (100% - 2 * ${HALF_THUMB}) + ${HALF_THUMB})`;
const RANGE_CSS = `
.eacf7-range-frame{position:relative;display:block;width:100%;max-width:24em}
.eacf7-range-frame>input{display:block;width:100%;margin:0;box-sizing:border-box}
.eacf7-range-frame--bubble{margin-top:2em}
.rangeslider__value-bubble,.rangeslider__handle__value{position:absolute;left:${AT('var(--eacf7-range-at,0)')};transform:translateX(-50%);white-space:nowrap;pointer-events:none;font-size:.85em;line-height:1.2}
.rangeslider__value-bubble{bottom:calc(100% + 6px);padding:.15em .5em;border-radius:4px;background:#1d2327;color:#fff}
.rangeslider__value-bubble::after{content:"";position:absolute;top:100%;left:50%;margin-left:-5px;border:5px solid transparent;border-top-color:#1d2327}
.rangeslider__handle__value{bottom:100%;font-weight:600}
.eacf7-range-frame--labelled{margin-top:1.4em}
.rangeslider__labels{position:relative;height:1.4em;font-size:.85em}
.rangeslider__labels__label{position:absolute;top:0;transform:translateX(-50%);white-space:nowrap;cursor:pointer}
.rangeslider__labels__label:first-child{transform:none;left:0!important}
.rangeslider__labels__label:last-child{transform:translateX(-100%);left:100%!important}
`;

/**
 * `./range-slider`, mounted on `input.eacf7-range-slider` (MARKUP-FACTS §3.1):
 * the native slider keeps the field's `min`, `max` and `step` and its keyboard
 * (arrows, Page Up/Down, Home/End). Style 0/1 shows its value live in the
 * sibling `span.eacf7-range-slider-value` (an `output` is created when the
 * markup has none); style 2 shows it in a bubble over the handle
 * (`output.rangeslider__value-bubble`); style 3 on the handle
 * (`.rangeslider__handle__value`) with the `labels` attribute's texts under
 * the track (`.rangeslider__labels`), each of which a pointer can pick, and
 * names the value with its label for screen readers when there is one per step.
 */
export const rangeSliderModule = defineModule((el, _ctx, signal) => {
  if (!(el instanceof HTMLInputElement) || el.type !== 'range') return;
  const slider = el;
  const doc = slider.ownerDocument;
  const style = sliderStyle(slider.getAttribute('data-style'));
  const scope = slider.closest('.wpcf7-form-control-wrap') ?? slider.parentElement;
  let display = scope?.querySelector<HTMLElement>('.eacf7-range-slider-value') ?? null;
  const created = !display;
  if (!display) {
    display = doc.createElement('output');
    display.className = 'eacf7-range-slider-value';
    slider.after(display);
  }
  const shown = display;
  // The slider itself announces its value; the visible copy is for the eye, not read twice.
  const hadHidden = shown.getAttribute('aria-hidden');
  shown.setAttribute('aria-hidden', 'true');

  const undo: (() => void)[] = [];
  let onHandle: HTMLElement | null = null;
  const labels = style === 'labelled' ? parseSliderLabels(slider.getAttribute('labels')) : [];
  let frame: HTMLElement | null = null;
  // DOM, not a component: the frame wraps the server's native slider, which keeps its keyboard and value (a root cannot own it), and shows from the mount, where preact (~13 KB gz) would load for a few spans.
  if (style !== 'plain') {
    undo.push(adoptStyleSheet(doc, 'range-slider', RANGE_CSS));
    frame = doc.createElement('span');
    frame.className = `eacf7-range-frame eacf7-range-frame--${style}`;
    const hadFocus = doc.activeElement === slider;
    slider.before(frame);
    frame.append(slider);
    if (hadFocus) slider.focus();
    onHandle = doc.createElement(style === 'bubble' ? 'output' : 'span');
    onHandle.className = style === 'bubble' ? 'rangeslider__value-bubble' : 'rangeslider__handle__value';
    onHandle.setAttribute('aria-hidden', 'true');
    frame.append(onHandle);
    // The value now shows on the handle: the plain copy beside it would say it twice.
    const wasHidden = shown.hidden;
    shown.hidden = true;
    const placed = frame;
    undo.push(() => {
      shown.hidden = wasHidden;
      placed.replaceWith(slider);
    });
  }
  if (frame && labels.length >= 2) {
    const row = doc.createElement('span');
    row.className = 'rangeslider__labels';
    row.setAttribute('aria-hidden', 'true');
    row.style.display = 'block';
    labels.forEach((text, index) => {
      const label = doc.createElement('span');
      label.className = 'rangeslider__labels__label';
      label.textContent = text;
      label.style.left = AT(String(index / (labels.length - 1)));
      label.addEventListener('click', () => {
        slider.value = String(valueForLabel(index, labels.length, Number(slider.min || 0), Number(slider.max || 100), Number(slider.step) || 1));
        slider.dispatchEvent(new Event('input', { bubbles: true }));
        slider.dispatchEvent(new Event('change', { bubbles: true }));
        slider.focus();
      }, { signal });
      row.append(label);
    });
    frame.append(row);
  }

  const show = () => {
    shown.textContent = slider.value;
    const value = Number(slider.value);
    const min = Number(slider.min || 0);
    const max = Number(slider.max || 100);
    if (frame) frame.style.setProperty('--eacf7-range-at', String(trackFraction(value, min, max)));
    if (onHandle) onHandle.textContent = slider.value;
    const named = labelForValue(value, min, max, Number(slider.step) || 1, labels);
    if (named) slider.setAttribute('aria-valuetext', named);
  };
  const hadValueText = slider.getAttribute('aria-valuetext');
  slider.addEventListener('input', show, { signal });
  slider.addEventListener('change', show, { signal });
  slider.form?.addEventListener('reset', () => setTimeout(() => {
    if (!signal.aborted) show();
  }), { signal });
  show();

  return () => {
    for (const step of undo.reverse()) step();
    if (hadValueText === null) slider.removeAttribute('aria-valuetext');
    if (created) shown.remove();
    else if (hadHidden === null) shown.removeAttribute('aria-hidden');
  };
});
