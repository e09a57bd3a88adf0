import type { ModuleDeclaration } from '@cms-mf/shared-contracts/registry/module-declaration';

/**
 * The forms remote's modules: which markup each one mounts on and when it loads. The build
 * writes them beside the remote entry and `release publish` copies them into the version's
 * pointer entry, so a module added here reaches pages with this remote's next publish, and a
 * rollback takes it away again (shared-contracts/src/registry/module-declaration.ts). Every
 * selector, data attribute and global a module reads is documented in `shared-contracts/MARKUP.md`.
 */

/*
 * Choosing a trigger: `immediate` for what changes layout above the fold (a
 * multistep form hides its later steps, a header or slider lays itself out);
 * `interaction` for what does nothing until used (a lightbox, a heavy field, a
 * popup button): it costs no bytes until then, and the first click is replayed;
 * `visible` for below-the-fold modules that render or animate on sight (counters,
 * maps, videos); `idle` for what must run without being seen or touched.
 */

const at = (selector: string, expose: string, load: ModuleDeclaration['load']): ModuleDeclaration => ({ selector, expose, load });

export const MODULES: readonly ModuleDeclaration[] = [
  // Forms remote (forms-addon.md). `./form` carries the submission lifecycle (CF7's
  // events, or its own REST send without CF7's script), the thank-you screen and the
  // per-form behaviours (conditional fields, prefill, redirection, WhatsApp,
  // registration auto-login, checkout redirect). A form posts natively until used,
  // and a Send pressed while it loads is replayed.
  at('.wpcf7', './form', 'interaction'),
  // Heavy fields: nothing to do until the visitor reaches them.
  at('.eacf7-uploader.file-upload, .eacf7-uploader.image-upload', './upload', 'interaction'),
  at('.eacf7-uploader.google-drive-upload', './cloud-upload', 'interaction'),
  // Step forms hide their later steps: layout, so at once.
  at('.eacf7-multisetp-form', './multistep', 'immediate'),
  at('.eacf7-conversational-form', './conversational', 'immediate'),
  // Fields that do nothing until the visitor reaches them.
  at('select.eacf7-country-list', './country-list', 'interaction'),
  at('input.eacf7-phone', './phone', 'interaction'),
  at('input.eacf7-datetimepicker', './date-time', 'interaction'),
  at('.eacf7-address', './address', 'interaction'),
  // Stars and the signature pad draw themselves: on sight, not at idle (no bytes before they can be seen).
  at('.eacf7-rating', './rating', 'visible'),
  at('input.eacf7-range-slider', './range-slider', 'interaction'),
  // A captcha must be ready before Send; it renders a widget when seen.
  at('.cf7-math-captcha', './math-captcha', 'visible'),
  at('.eacf7-recaptcha, .eacf7-hcaptcha, .eacf7-cf-turnstile', './captcha', 'visible'),
  at('.eacf7-product-dropdown', './product-dropdown', 'interaction'),
  at('.eacf7-image-choice', './image-choice', 'interaction'),
  at('.cf7-digital-signature', './signature', 'visible'),
  at('.eacf7-rich-text', './rich-text', 'interaction'),
  at('.eacf7-mask-input', './mask', 'interaction'),
  at('.eacf7-color-picker-wrap', './color-picker', 'interaction'),
  at('.eacf7-repeater', './repeater', 'interaction'),
  // A calendar renders on sight.
  at('.eacf7-booking-date', './booking', 'visible'),
  at('.eacf7-popup-form-button', './popup', 'interaction'),
  // Restores saved progress from the URL at once.
  at('.eacf7-save-progress-wrap', './save-progress', 'immediate'),
  at('.eacf7-preview-submission-btn', './preview', 'interaction'),
  at('.eacf7-form-styler', './style', 'immediate'),
];
