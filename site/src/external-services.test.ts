import { EXTERNAL_SERVICE_VARIABLES, externalServices } from './external-services';

test('every endpoint defaults to its stand-in under the site URL', () => {
  expect(externalServices({}, 'http://127.0.0.1:8080/')).toEqual({
    driveUploadUrl: 'http://127.0.0.1:8080/standins/drive/sessions',
    paymentSdkUrl: 'http://127.0.0.1:8080/standins/payments/sdk.js',
    paymentApiUrl: 'http://127.0.0.1:8080/standins/payments',
    geocodeUrl: 'http://127.0.0.1:8080/standins/geocode',
    ipCountryUrl: 'http://127.0.0.1:8080/standins/ip-country',
    captchaUrl: 'http://127.0.0.1:8080/standins/captcha',
    recaptchaScriptUrl: 'http://127.0.0.1:8080/standins/captcha/widgets/recaptcha.js',
    hcaptchaScriptUrl: 'http://127.0.0.1:8080/standins/captcha/widgets/hcaptcha.js',
    turnstileScriptUrl: 'http://127.0.0.1:8080/standins/captcha/widgets/turnstile.js',
    mapTilesUrl: 'http://127.0.0.1:8080/standins/map-tiles/{z}/{x}/{y}.svg',
  });
});

test('environment variables switch each endpoint to the real service', () => {
  const services = externalServices(
    {
      DRIVE_UPLOAD_URL: 'https://www.googleapis.com/upload/drive/v3/files?uploadType=resumable',
      PAYMENT_SDK_URL: 'https://www.paypal.com/sdk/js',
      PAYMENT_API_URL: 'https://api-m.paypal.com/v2/checkout/',
      GEOCODE_URL: 'https://nominatim.openstreetmap.org/',
      IP_COUNTRY_URL: ' https://ipinfo.io ',
      CAPTCHA_URL: '',
      RECAPTCHA_SCRIPT_URL: 'https://www.google.com/recaptcha/api.js?render=explicit',
      HCAPTCHA_SCRIPT_URL: 'https://js.hcaptcha.com/1/api.js?render=explicit',
      TURNSTILE_SCRIPT_URL: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
      MAP_TILES_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    },
    'http://127.0.0.1:8080',
  );
  expect(services).toEqual({
    driveUploadUrl: 'https://www.googleapis.com/upload/drive/v3/files?uploadType=resumable',
    paymentSdkUrl: 'https://www.paypal.com/sdk/js',
    paymentApiUrl: 'https://api-m.paypal.com/v2/checkout',
    geocodeUrl: 'https://nominatim.openstreetmap.org',
    ipCountryUrl: 'https://ipinfo.io',
    // Empty means unset.
    captchaUrl: 'http://127.0.0.1:8080/standins/captcha',
    recaptchaScriptUrl: 'https://www.google.com/recaptcha/api.js?render=explicit',
    hcaptchaScriptUrl: 'https://js.hcaptcha.com/1/api.js?render=explicit',
    turnstileScriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
    mapTilesUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  });
});

test.each(Object.values(EXTERNAL_SERVICE_VARIABLES))('a %s that is not an http(s) URL stops the start, naming the variable', (variable) => {
  expect(() => externalServices({ [variable]: 'javascript:alert(1)' }, 'http://127.0.0.1:8080')).toThrow(variable);
  expect(() => externalServices({ [variable]: '/relative/path' }, 'http://127.0.0.1:8080')).toThrow(variable);
});

test('a site URL that is not absolute is refused too', () => {
  expect(() => externalServices({}, '127.0.0.1:8080')).toThrow('siteUrl');
});
