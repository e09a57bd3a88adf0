import { LIGHTBOX_ID, LIGHTBOX_OPEN_BODY_CLASS } from './lightbox-constants';

const root = `#${LIGHTBOX_ID}`;

/**
 * The lightbox's CSS, injected once into the overlay container, so the
 * remote needs no CSS loader and a page without a gallery downloads none.
 * Every rule is scoped under the container id to win over theme styles.
 */
export const LIGHTBOX_CSS = `
body.${LIGHTBOX_OPEN_BODY_CLASS} { overflow: hidden; }
${root} .eacf7-lightbox__dialog {
  box-sizing: border-box; position: fixed; inset: 0; width: 100%; height: 100%;
  max-width: none; max-height: none; margin: 0; padding: 64px 72px; border: 0;
  overflow: hidden; background: rgba(0, 0, 0, 0.9); color: #fff; font: inherit;
}
${root} .eacf7-lightbox__dialog[open] {
  display: flex; align-items: center; justify-content: center;
  animation: eacf7-lightbox-fade 0.2s ease-out;
}
${root} .eacf7-lightbox__dialog::backdrop { background: transparent; }
${root} .eacf7-lightbox__figure {
  display: flex; flex-direction: column; align-items: center; gap: 8px;
  max-width: 100%; max-height: 100%; margin: 0; text-align: center;
}
${root} .eacf7-lightbox__image {
  display: block; max-width: 100%; max-height: calc(100vh - 200px); object-fit: contain;
  animation: eacf7-lightbox-fade 0.2s ease-out;
}
${root} .eacf7-lightbox__title { margin: 0; font-size: 1.125rem; line-height: 1.3; color: #fff; }
${root} .eacf7-lightbox__caption { margin: 0; font-size: 0.875rem; color: #e6e6e6; }
${root} .eacf7-lightbox__control {
  position: absolute; display: flex; align-items: center; justify-content: center;
  width: 44px; height: 44px; padding: 0; border: 0; border-radius: 50%;
  background: rgba(255, 255, 255, 0.16); color: #fff; font-size: 28px; line-height: 1;
  cursor: pointer; transition: background-color 0.15s ease-out;
}
${root} .eacf7-lightbox__control:hover { background: rgba(255, 255, 255, 0.32); }
${root} .eacf7-lightbox__control:focus-visible {
  outline: 3px solid #fff; outline-offset: 2px; box-shadow: 0 0 0 7px #000;
}
${root} .eacf7-lightbox__close { top: 12px; right: 12px; }
${root} .eacf7-lightbox__prev { top: 50%; left: 12px; transform: translateY(-50%); }
${root} .eacf7-lightbox__next { top: 50%; right: 12px; transform: translateY(-50%); }
${root} [hidden] { display: none !important; }
@keyframes eacf7-lightbox-fade { from { opacity: 0; } to { opacity: 1; } }
@media (prefers-reduced-motion: reduce) {
  ${root} *, ${root} *::backdrop { animation: none !important; transition: none !important; }
}
`;
