/** @jest-environment jsdom */
import type { FeatureModule, Unmount } from '@cms-mf/shared-contracts';
import bookingModule from '../booking/index';
import cloudUploadModule from '../cloud-upload/index';
import colorPickerModule from '../color-picker/index';
import conversationalModule from '../conversational/index';
import imageChoiceModule from '../image-choice/index';
import maskModule from '../mask/index';
import multistepModule from '../multistep/index';
import popupModule from '../popup/index';
import previewModule from '../preview/index';
import productDropdownModule from '../product-dropdown/index';
import repeaterModule from '../repeater/index';
import richTextModule from '../rich-text/index';
import saveProgressModule from '../save-progress/index';
import signatureModule from '../signature/index';
import styleModule from '../style-config/index';
import { afterSendBehaviours } from '../redirection/after-send';
import { buildCf7Form, uploaderField } from '../test-support/form-markup';
import { flush, testContext } from '../test-support/test-context';

/**
 * Each pro module (MARKUP-FACTS §3.0, the add-on's boot order) on the server
 * markup it mounts on. Without `eacf7.isPro` a mount must leave the page as
 * the server sent it: no markup changed, no listener added, no request made,
 * even when the visitor then uses the field.
 */
const PRO_MODULES: readonly [name: string, module: FeatureModule, fields: string, selector: string][] = [
  ['booking', bookingModule, '<span class="wpcf7-form-control-wrap" data-name="booking_date"><span class="eacf7-booking-date"><input type="text" name="booking_date"></span></span>', '.eacf7-booking-date'],
  ['colour picker', colorPickerModule, '<span class="wpcf7-form-control-wrap" data-name="colour"><span class="eacf7-color-picker-wrap"><input type="text" name="colour" class="eacf7-color-picker-input" value="#ff0000"></span></span>', '.eacf7-color-picker-wrap'],
  ['cloud-drive upload', cloudUploadModule, uploaderField('drive', 'google-drive-upload'), '.eacf7-uploader'],
  ['input mask', maskModule, '<span class="wpcf7-form-control-wrap" data-name="day"><input type="text" name="day" class="eacf7-mask-input" data-mask-type="date"></span>', '.eacf7-mask-input'],
  ['popup form', popupModule, '<a href="/contact/" class="eacf7-popup-form-button" data-id="1" data-width="500">Open</a>', '.eacf7-popup-form-button'],
  ['repeater', repeaterModule, '<div class="eacf7-repeater"><div class="eacf7-repeater-item"><input type="text" name="guest"><button type="button" class="eacf7-repeater-item-remove">Remove</button></div><button type="button" class="eacf7-repeater-item-add">Add</button><input type="hidden" class="eacf7-repeater-count" name="guest_count" value="1"></div>', '.eacf7-repeater'],
  ['conversational', conversationalModule, '<div class="eacf7-conversational-form"><div class="eacf7-conversational active"><input type="text" name="a"></div><div class="eacf7-conversational"><input type="text" name="b"></div><div class="eacf7-conversational-prev-next-control"><button type="button" class="prev">Back</button><button type="button" class="next">Next</button></div></div>', '.eacf7-conversational-form'],
  ['digital signature', signatureModule, '<span class="wpcf7-form-control-wrap" data-name="sig"><span class="cf7-digital-signature" data-id="1" data-name="sig"><span class="signature-pad"><canvas width="300" height="100"></canvas></span><input type="hidden" name="sig" value=""></span></span>', '.cf7-digital-signature'],
  ['product dropdown', productDropdownModule, '<span class="eacf7-product-dropdown"><select class="wpcf7-product_dropdown" name="product"><option value="1" selected>One</option><option value="2">Two</option></select></span>', '.eacf7-product-dropdown'],
  ['rich text', richTextModule, '<span class="wpcf7-form-control-wrap" data-name="story"><span class="eacf7-rich-text"><textarea name="story"></textarea></span></span>', '.eacf7-rich-text'],
  ['multistep', multistepModule, '<div class="eacf7-multisetp-form"><div class="eacf7-multistep step-start"><input type="text" name="a"><button type="button" class="eacf7-next">Next</button></div><div class="eacf7-multistep step-end"><input type="text" name="b"><button type="button" class="eacf7-prev">Back</button></div></div>', '.eacf7-multisetp-form'],
  ['save progress', saveProgressModule, '<div class="eacf7-save-progress-wrap" hidden><button type="button" class="eacf7-save-progress">Save</button><span class="eacf7-save-message"></span><span class="eacf7-save-state"><input type="text" readonly><span class="copy"><span>Copy</span></span></span></div>', '.eacf7-save-progress-wrap'],
  ['image choice', imageChoiceModule, '<span class="eacf7-image-choice"><span class="image-choice-wrap grid"><span class="image-choice-item" data-value="Sea">Sea</span><span class="image-choice-item" data-value="Hill">Hill</span></span><input type="hidden" name="view"></span>', '.eacf7-image-choice'],
  ['preview submission', previewModule, '<button type="button" class="eacf7-preview-submission-btn" hidden>Preview</button>', '.eacf7-preview-submission-btn'],
  ['form styler', styleModule, '<div class="eacf7-form-styler eacf7-form-styler-custom" data-form_id="1" data-styler="eyJzdHlsZVByZXNldCI6ImN1c3RvbSIsImlucHV0QmdDb2xvciI6IiNmZmYifQ=="><input type="text" name="x"></div>', '.eacf7-form-styler'],
];

/** Every control a visitor could use in the form: clicked, focused, typed into, hovered. */
function useEverything(root: Element): void {
  for (const node of root.querySelectorAll<HTMLElement>('*')) {
    node.dispatchEvent(new Event('pointerover', { bubbles: true }));
    node.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    node.focus?.();
    node.dispatchEvent(new Event('input', { bubbles: true }));
    node.click();
  }
}

let added: jest.SpyInstance;
beforeEach(() => {
  added = jest.spyOn(EventTarget.prototype, 'addEventListener');
});
afterEach(() => {
  added.mockRestore();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

describe.each(PRO_MODULES)('%s without eacf7.isPro', (_name, module, fields, selector) => {
  test('stays the server markup: nothing changed, nothing listened to, nothing sent', async () => {
    const wrapper = buildCf7Form(1, fields);
    const before = document.documentElement.outerHTML;
    const ctx = testContext(undefined, { globals: { eacf7: { isPro: false } } });
    added.mockClear();
    const unmount = (await module.mount(wrapper.querySelector(selector)!, ctx)) as Unmount;
    await flush();
    // (jsdom itself listens on the document once; only listeners on the form count.)
    expect(added.mock.contexts.filter((target) => target instanceof Node && wrapper.contains(target))).toEqual([]);
    useEverything(wrapper);
    await flush();
    expect(document.documentElement.outerHTML).toBe(before);
    expect(ctx.client).not.toHaveBeenCalled();
    unmount();
  });
});

describe('the pro behaviours after a send (WhatsApp, registration auto-login, checkout) without eacf7.isPro', () => {
  test('do nothing: no tab opened, no login asked for, no checkout followed', () => {
    jest.useFakeTimers();
    try {
      const wrapper = buildCf7Form(7, '<input type="email" name="mail" value="a@example.com"><input type="password" name="pass" value="secret-1">');
      const form = wrapper.querySelector('form')!;
      const open = jest.spyOn(window, 'open').mockReturnValue(null);
      const globals = {
        eacf7: { isPro: false },
        eacf7IntegrationsData_7: { enableWhatsApp: true, isNewTab: true, whatsAppUrl: 'https://wa.me/15555550123?text=[mail]' },
        eacf7UserRegistrationData_7: { userRegistration: true, autoLogin: true, userEmail: 'mail', userPassword: 'pass' },
        eacf7CheckoutData_7: { wcCheckout: true },
      };
      const ctx = testContext(undefined, { globals: globals as never });
      const run = afterSendBehaviours(form, 7, ctx, new AbortController().signal);
      run({ contactFormId: 7, status: 'mail_sent', inputs: [{ name: 'mail', value: 'a@example.com' }, { name: 'pass', value: 'secret-1' }], apiResponse: { redirect: '/checkout/' } } as never);
      expect(jest.getTimerCount()).toBe(0);
      jest.runAllTimers();
      expect(open).not.toHaveBeenCalled();
      expect(ctx.client).not.toHaveBeenCalled();
      open.mockRestore();
    } finally {
      jest.useRealTimers();
    }
  });
});
