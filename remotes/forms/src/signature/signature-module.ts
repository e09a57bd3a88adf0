import { isAbortError } from '@cms-mf/shared-contracts';
import { proModule } from '../common/pro-flag';
import { readFormIdentity } from '../common/form-identity';
import { onFormReset } from '../common/form-reset';
import { holdSubmitUntil } from '../common/hold-submit';
import { PROGRESS_RESTORED_EVENT } from '../common/progress-restored';
import { adoptStyleSheet } from '@cms-mf/dom-kit';
import { SIGNATURE_SHEET } from '@cms-mf/shared-contracts/fields';
import { mountSignaturePad } from './signature-pad';
import { readSignatureSettings, signatureSwitchedOn } from './signature-settings';
import { storedSignatureUrl } from './stored-signature';

/**
 * `./signature`, mounted on `.cf7-digital-signature[data-id][data-name]`
 * (MARKUP-FACTS §3.2): a signature_pad canvas (loaded with the module) sized
 * by the form's settings, with clear and undo, the drawing kept across
 * resizes. Each finished drawing goes to `eacf7_get_digital_signature_url`;
 * the URL it answers is the field's value, and a send waits for it.
 */
export const signatureModule = proModule(async (el, ctx, signal) => {
  const name = el.getAttribute('data-name') ?? '';
  const form = el.closest('form');
  const canvas = el.querySelector('canvas');
  const value = form ? [...form.querySelectorAll<HTMLInputElement>('input')].find((input) => input.name === name) : undefined;
  if (!name || !form || !canvas || !value) return;
  const formId = Number(el.getAttribute('data-id')) || readFormIdentity(form).contactFormId;
  // Switched off: the server's markup stays (the value input posts whatever it holds).
  if (!signatureSwitchedOn(ctx.globals, formId)) return;
  const releaseStyle = adoptStyleSheet(el.ownerDocument, SIGNATURE_SHEET.id, SIGNATURE_SHEET.css);
  const settings = readSignatureSettings(ctx.globals, formId);
  const status = el.querySelector<HTMLElement>('.signature-status');

  let dirty = false;
  let inFlight: Promise<void> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const say = (text: string) => {
    if (status) status.textContent = text;
  };

  const pad = await mountSignaturePad(el as HTMLElement, canvas, settings, {
    signal,
    changed: () => {
      dirty = true;
      value.value = '';
      clearTimeout(timer);
      // One upload per pause in drawing, not one per stroke.
      timer = setTimeout(() => void upload().catch(() => undefined), 600);
    },
  });
  if (signal.aborted) return;

  const upload = (): Promise<void> => {
    clearTimeout(timer);
    if (inFlight) return inFlight.then(() => (dirty ? upload() : undefined));
    if (!dirty) return Promise.resolve();
    dirty = false;
    const image = pad.image();
    if (!image) {
      value.value = '';
      return Promise.resolve();
    }
    say('Saving the signature…');
    inFlight = ctx
      .client()
      .then((client) => client.call('eacf7_get_digital_signature_url', { id: formId, image }, { signal }))
      .then((url) => {
        if (dirty) return;
        value.value = url;
        value.dispatchEvent(new Event('change', { bubbles: true }));
        say('Signature saved.');
      })
      .catch((error: unknown) => {
        if (isAbortError(error)) return;
        dirty = true;
        say('The signature could not be saved. It will be tried again when you send the form.');
        ctx.log.warn('the signature could not be stored', error);
        throw error;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  holdSubmitUntil(form, { ready: () => !dirty && !inFlight, prepare: upload }, signal, () => undefined);
  // Restored saved progress puts a stored signature's URL in the field (before or after this
  // module mounts): the pad shows it again.
  const showStored = () => {
    const url = storedSignatureUrl(value.value, el.ownerDocument.location.origin);
    if (!url) return;
    clearTimeout(timer);
    dirty = false;
    void pad.showStored(url).then(() => say('Your saved signature is shown. Draw again to replace it.'));
  };
  form.addEventListener(PROGRESS_RESTORED_EVENT, showStored, { signal });
  if (storedSignatureUrl(value.value, el.ownerDocument.location.origin)) showStored();
  // A name typed in the server's field before the module came signs as if typed now.
  else if (pad.image()) {
    dirty = true;
    timer = setTimeout(() => void upload().catch(() => undefined), 0);
  }
  onFormReset(form, () => {
    pad.clear();
    dirty = false;
    value.value = '';
    say('');
  }, signal);

  return () => {
    clearTimeout(timer);
    pad.destroy();
    releaseStyle();
  };
});
