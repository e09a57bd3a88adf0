import * as forms from './forms-constants';
import { LIGHTBOX_DEFAULT_TITLE, LIGHTBOX_KEY_CODES, LIGHTBOX_KEYS, lightboxDefaultCaption } from './gallery-constants';

// Each expectation restates forms-addon.md §2–§9, so a wrong constant fails here.
describe('form add-on constants (forms-addon.md §9)', () => {
  it('has the delays of the spec', () => {
    expect(forms.THANK_YOU_DELAY_MS).toBe(3000);
    expect(forms.CHECKOUT_REDIRECT_DELAY_MS).toBe(1000);
    expect(forms.LOGIN_REDIRECT_DELAYS_MS).toEqual([1000, 2000]);
  });

  it('has the picker, popup and signature defaults', () => {
    expect(forms.DATE_TIME_STEP_MINUTES).toBe(30);
    expect(forms.DATE_TIME_DEFAULT_FORMAT).toBe('Y-m-d h:i A');
    expect(forms.POPUP_DEFAULT_WIDTH).toBe(500);
    expect(forms.POPUP_OUTSIDE_CLICK_DEFAULT).toBe(true);
    expect([forms.SIGNATURE_PEN_WIDTH_MIN, forms.SIGNATURE_PEN_WIDTH_MAX]).toEqual([2, 4]);
    expect([forms.SIGNATURE_DEFAULT_WIDTH, forms.SIGNATURE_DEFAULT_HEIGHT, forms.SIGNATURE_DEFAULT_PEN_COLOR]).toEqual([300, 100, 'red']);
  });

  it('has the payment, coupon, rating and phone rules', () => {
    expect(forms.COUPON_MIN_LENGTH).toBe(6);
    expect(forms.PAYMENT_TOTAL_DECIMALS).toBe(2);
    expect(forms.PAYMENT_DEFAULT_QUANTITY).toBe(1);
    expect(forms.PAYMENT_DEFAULT_CURRENCY).toBe('USD');
    expect(forms.PAYMENT_STATUS_CANCELLED).toBe('CANCELLED');
    expect([forms.RATING_MIN, forms.RATING_MAX]).toEqual([1, 5]);
    expect(forms.PHONE_STRICT_MODE).toBe(true);
  });

  it('has the upload defaults, operators, masks and query parameters of §2 and §5', () => {
    expect(forms.DEFAULT_IMAGE_EXTENSIONS).toEqual(['jpg', 'jpeg', 'png', 'gif']);
    expect(forms.DEFAULT_FILE_EXTENSIONS).toBeNull();
    expect(forms.CONDITIONAL_OPERATORS).toEqual(['equal', 'not_equal', 'greater_than', 'less_than', 'greater_than_or_equal_to', 'less_than_or_equal_to']);
    expect(forms.MASK_TYPES).toEqual(['date', 'time', 'date-time', 'phone-1', 'phone-2', 'phone-3', 'ip', 'license']);
    expect(forms.PREFILL_QUERY_PARAM).toBe('form');
    expect(forms.SAVE_PROGRESS_QUERY_PARAM).toBe('eacf7_state');
  });
});

describe('lightbox constants (forms-addon.md §9)', () => {
  it('defaults the title to Image and the caption to a 1-based "i / total"', () => {
    expect(LIGHTBOX_DEFAULT_TITLE).toBe('Image');
    expect(lightboxDefaultCaption(0, 4)).toBe('1 / 4');
    expect(lightboxDefaultCaption(3, 4)).toBe('4 / 4');
  });

  it('uses Escape 27, left 37 and right 39', () => {
    expect(LIGHTBOX_KEY_CODES).toEqual({ escape: 27, left: 37, right: 39 });
    expect(LIGHTBOX_KEYS).toEqual({ escape: 'Escape', left: 'ArrowLeft', right: 'ArrowRight' });
  });
});
