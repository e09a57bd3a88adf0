import { FORMS_ACTIONS } from './index';

// Each parser is tested through its action, as the client applies it.
const parseOf = <A extends keyof typeof FORMS_ACTIONS>(action: A) => FORMS_ACTIONS[action].parseAnswer;
const parseAddToCart = parseOf('eacf7_add_to_cart');
const parseCouponCheck = parseOf('coupon_check');
const parseFireContactForm = parseOf('eacf7_fire_contact_form');
const parseDigitalSignatureUrl = parseOf('eacf7_get_digital_signature_url');
const parseGoogleDriveUploadUrl = parseOf('eacf7_get_google_drive_upload_url');
const parseGetSaveProgress = parseOf('eacf7_get_save_progress');
const parseMathCaptcha = parseOf('eacf7_refresh_math_captcha');
const parseSavePayment = parseOf('eacf7_save_payment');
const parseSaveProgress = parseOf('eacf7_save_progress');
const parseUpdatePayment = parseOf('eacf7_update_payment');
const parseUploadFile = parseOf('eacf7_upload_file');
const parseAutoLogin = parseOf('eacf7_user_registration_auto_login');
const parseMultistepValidation = FORMS_ACTIONS.eacf7_multistep_fields_validation.parseAnswer;
const parseConversationalValidation = FORMS_ACTIONS.eacf7_conversational_fields_validation.parseAnswer;


describe('eacf7_get_google_drive_upload_url', () => {
  it('returns the upload URL', () => {
    expect(parseGoogleDriveUploadUrl('https://www.googleapis.com/upload/drive/v3/files?uploadType=resumable&upload_id=x')).toMatch(/^https:/);
  });
  it('refuses non-URLs and relative URLs', () => {
    expect(() => parseGoogleDriveUploadUrl({ url: 'https://x' })).toThrow('eacf7_get_google_drive_upload_url: answer must be a string, got object');
    expect(() => parseGoogleDriveUploadUrl('/upload')).toThrow(TypeError);
  });
});

describe('eacf7_upload_file', () => {
  const good = { name: 'cv.pdf', file: 'a1b2.pdf', file_user_name: 'CV.pdf', url: 'https://site/wp-content/uploads/tmp/a1b2.pdf', size: 2048, type: 'application/pdf' };
  it('accepts the server record', () => {
    expect(parseUploadFile(good)).toEqual(good);
  });
  it('reads a size printed as text and an unknown MIME type (false) as empty', () => {
    expect(parseUploadFile({ ...good, size: '2048', type: false })).toEqual({ ...good, type: '' });
  });
  it('names the broken field', () => {
    expect(() => parseUploadFile({ ...good, file: '' })).toThrow('eacf7_upload_file: file must not be empty');
    expect(() => parseUploadFile({ ...good, size: 'big' })).toThrow('eacf7_upload_file: size must be a number, got "big"');
    expect(() => parseUploadFile('Something went wrong')).toThrow('eacf7_upload_file: answer must be an object, got string');
  });
});

describe('eacf7_refresh_math_captcha', () => {
  it('returns the HTML', () => {
    expect(parseMathCaptcha('<span>3 + 4 =</span>')).toBe('<span>3 + 4 =</span>');
  });
  it('refuses empty answers', () => {
    expect(() => parseMathCaptcha('')).toThrow('eacf7_refresh_math_captcha: answer must not be empty');
  });
});

describe('step validation (multistep and conversational)', () => {
  it('accepts a valid step without invalid_fields', () => {
    expect(parseMultistepValidation({ is_valid: true })).toEqual({ is_valid: true, invalid_fields: {} });
  });
  it("accepts PHP's [] for an empty invalid_fields", () => {
    expect(parseConversationalValidation({ is_valid: true, invalid_fields: [] })).toEqual({ is_valid: true, invalid_fields: {} });
  });
  it('maps each name to an id and a reason: id, idref (CF7), or null when neither', () => {
    const answer = parseMultistepValidation({
      is_valid: false,
      invalid_fields: {
        'your-email': { reason: 'Please fill out this field.', idref: null },
        'your-name': { id: 'name-1', reason: 'Too short.' },
        phone: { idref: 'tel-2', reason: 'Invalid.' },
      },
    });
    expect(answer).toEqual({
      is_valid: false,
      invalid_fields: {
        'your-email': { id: null, reason: 'Please fill out this field.' },
        'your-name': { id: 'name-1', reason: 'Too short.' },
        phone: { id: 'tel-2', reason: 'Invalid.' },
      },
    });
  });
  it('names what is wrong, with the action of the parser', () => {
    expect(() => parseMultistepValidation({ is_valid: 'yes' })).toThrow('eacf7_multistep_fields_validation: is_valid must be a boolean, got string');
    expect(() => parseConversationalValidation({ is_valid: false })).toThrow(
      'eacf7_conversational_fields_validation: invalid_fields is missing while is_valid is false',
    );
    expect(() => parseMultistepValidation({ is_valid: false, invalid_fields: { a: { message: 'x' } } })).toThrow(
      'eacf7_multistep_fields_validation: invalid_fields.a.reason must be a string, got undefined',
    );
    expect(() => parseMultistepValidation({ is_valid: false, invalid_fields: ['a'] })).toThrow(TypeError);
  });
});

describe('eacf7_get_digital_signature_url', () => {
  it('returns the URL', () => {
    expect(parseDigitalSignatureUrl('https://site/uploads/sig.png')).toBe('https://site/uploads/sig.png');
  });
  it('refuses scripts and non-strings', () => {
    expect(() => parseDigitalSignatureUrl('javascript:alert(1)')).toThrow(TypeError);
    expect(() => parseDigitalSignatureUrl(null)).toThrow('eacf7_get_digital_signature_url: answer must be a string, got null');
  });
});

describe('eacf7_fire_contact_form', () => {
  it('returns the form HTML', () => {
    expect(parseFireContactForm('<div class="wpcf7"></div>')).toBe('<div class="wpcf7"></div>');
  });
  it('refuses an empty answer', () => {
    expect(() => parseFireContactForm(undefined)).toThrow(TypeError);
  });
});

describe('eacf7_add_to_cart', () => {
  it('returns the checkout URL', () => {
    expect(parseAddToCart({ checkout_url: 'https://shop/checkout/' })).toEqual({ checkout_url: 'https://shop/checkout/' });
  });
  it('refuses a missing or unsafe URL', () => {
    expect(() => parseAddToCart({})).toThrow('eacf7_add_to_cart: checkout_url must be a string, got undefined');
    expect(() => parseAddToCart({ checkout_url: '//evil/' })).toThrow(TypeError);
  });
});

describe('eacf7_user_registration_auto_login', () => {
  it('returns the redirect URL after a login', () => {
    expect(parseAutoLogin({ url: 'https://site/wp-admin/' })).toEqual({ url: 'https://site/wp-admin/' });
  });
  it('reads the refused-login answer ([]) as no URL', () => {
    expect(parseAutoLogin([])).toEqual({});
    expect(parseAutoLogin({})).toEqual({});
  });
  it('refuses unsafe URLs', () => {
    expect(() => parseAutoLogin({ url: 'data:text/html,x' })).toThrow(/eacf7_user_registration_auto_login: url/);
  });
});

describe('save progress', () => {
  it('eacf7_save_progress returns hash, saved_url and message', () => {
    const good = { hash: 'k3j4', saved_url: 'https://site/form/?eacf7_state=k3j4', message: 'Saved.' };
    expect(parseSaveProgress(good)).toEqual(good);
    expect(() => parseSaveProgress({ ...good, hash: '' })).toThrow('eacf7_save_progress: hash must not be empty');
  });
  it('eacf7_get_save_progress returns form_id as a number', () => {
    expect(parseGetSaveProgress({ form_id: '12', hash: 'k3j4', response: 'a=1&b=2' })).toEqual({ form_id: 12, hash: 'k3j4', response: 'a=1&b=2' });
    expect(() => parseGetSaveProgress({ form_id: 12, hash: 'k', response: 5 })).toThrow('eacf7_get_save_progress: response must be a string, got number');
  });
});

describe('coupon_check', () => {
  it('accepts percentage and fixed discounts, numbers printed as text included', () => {
    expect(parseCouponCheck({ discount: 10, type: 'percentage', message: 'Coupon applied.' })).toEqual({ discount: 10, type: 'percentage', message: 'Coupon applied.' });
    expect(parseCouponCheck({ discount: '5.50', type: 'fixed', message: '' })).toEqual({ discount: 5.5, type: 'fixed', message: '' });
  });
  it('refuses unknown types and impossible discounts', () => {
    expect(() => parseCouponCheck({ discount: 10, type: 'percent', message: '' })).toThrow(`coupon_check: type must be 'percentage' or 'fixed', got "percent"`);
    expect(() => parseCouponCheck({ discount: 120, type: 'percentage', message: '' })).toThrow('coupon_check: discount must not exceed 100 percent, got 120');
    expect(() => parseCouponCheck({ discount: -1, type: 'fixed', message: '' })).toThrow('coupon_check: discount must not be negative, got -1');
  });
});

describe('payments', () => {
  it('eacf7_save_payment returns the message', () => {
    expect(parseSavePayment({ message: 'Order saved.' })).toEqual({ message: 'Order saved.' });
    expect(() => parseSavePayment({})).toThrow('eacf7_save_payment: message must be a string, got undefined');
  });
  it('eacf7_update_payment accepts any success answer', () => {
    expect(parseUpdatePayment(undefined)).toEqual({});
    expect(parseUpdatePayment(null)).toEqual({});
    expect(parseUpdatePayment({ message: 'Updated.' })).toEqual({ message: 'Updated.' });
    expect(parseUpdatePayment('Updated.')).toEqual({ message: 'Updated.' });
    expect(parseUpdatePayment({ order: 1 })).toEqual({});
  });
});
