/** @jest-environment jsdom */
import type { Unmount } from '@cms-mf/shared-contracts';
import captchaModule from './index';
import { readCaptchaWidget } from './captcha-widget';
import { buildCf7Form } from '../test-support/form-markup';
import { testContext } from '../test-support/test-context';

const MARKUP = {
  recaptcha: '<div class="wpcf7-form-control eacf7-recaptcha" data-sitekey="key-r" data-theme="dark" data-size="compact"></div>',
  hcaptcha: '<span class="eacf7-hcaptcha wpcf7-form-control-wrap"><div class="h-captcha" data-sitekey="key-h" data-theme="light"></div></span>',
  turnstile: '<span class="eacf7-cf-turnstile wpcf7-form-control-wrap"><div class="cf-turnstile" data-sitekey="key-t"></div></span>',
} as const;
const SELECTOR = { recaptcha: '.eacf7-recaptcha', hcaptcha: '.eacf7-hcaptcha', turnstile: '.eacf7-cf-turnstile' } as const;
const GLOBAL = { recaptcha: 'grecaptcha', hcaptcha: 'hcaptcha', turnstile: 'turnstile' } as const;

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  for (const name of Object.values(GLOBAL)) delete (window as unknown as Record<string, unknown>)[name];
});

describe('readCaptchaWidget: the widget in the add-on\'s markup', () => {
  it('reads each provider\'s container and options', () => {
    document.body.innerHTML = Object.values(MARKUP).join('');
    expect(readCaptchaWidget(document.querySelector(SELECTOR.recaptcha)!)).toMatchObject({ provider: 'recaptcha', sitekey: 'key-r', theme: 'dark', size: 'compact', container: document.querySelector('.eacf7-recaptcha') });
    expect(readCaptchaWidget(document.querySelector(SELECTOR.hcaptcha)!)).toMatchObject({ provider: 'hcaptcha', sitekey: 'key-h', theme: 'light', container: document.querySelector('.h-captcha') });
    expect(readCaptchaWidget(document.querySelector(SELECTOR.turnstile)!)).toMatchObject({ provider: 'turnstile', sitekey: 'key-t', container: document.querySelector('.cf-turnstile') });
  });

  it('is none for a token-only element (reCAPTCHA v3: no site key)', () => {
    document.body.innerHTML = '<div class="wpcf7-form-control eacf7-recaptcha" data-action="contactform"></div>';
    expect(readCaptchaWidget(document.querySelector('.eacf7-recaptcha')!)).toBeNull();
  });
});

/** The provider's API as the page already has it (so no script is loaded), recording the calls. */
function fakeApi(name: keyof typeof GLOBAL) {
  let next = 0;
  const calls: string[] = [];
  const api = {
    render: jest.fn((container: HTMLElement, options: { sitekey: string }) => {
      calls.push(`render ${options.sitekey}`);
      container.append(Object.assign(document.createElement('span'), { className: 'rendered' }));
      return name === 'recaptcha' ? next++ : `w${next++}`;
    }),
    reset: jest.fn((id?: string | number) => calls.push(`reset ${id}`)),
    remove: jest.fn((id: string | number) => calls.push(`remove ${id}`)),
  };
  (window as unknown as Record<string, unknown>)[GLOBAL[name]] = api;
  return calls;
}

describe.each(['recaptcha', 'hcaptcha', 'turnstile'] as const)('the %s widget', (name) => {
  test('is rendered with its site key, and reset when MARKUP-FACTS says', async () => {
    const calls = fakeApi(name);
    const wrapper = buildCf7Form(152, MARKUP[name]);
    const form = wrapper.querySelector('form')!;
    const unmount = (await captchaModule.mount(wrapper.querySelector(SELECTOR[name])!, testContext())) as Unmount;
    expect(calls).toEqual([`render key-${name[0]}`]);
    expect(wrapper.querySelector('[data-widget-id]')).not.toBeNull();
    form.dispatchEvent(new CustomEvent('wpcf7submit', { detail: { contactFormId: 152 } }));
    form.dispatchEvent(new CustomEvent('wpcf7mailsent', { detail: { contactFormId: 152 } }));
    const expected = {
      // reCAPTCHA on every answer; hCaptcha by its widget id after a send; Turnstile removed and rendered again.
      recaptcha: ['render key-r', 'reset 0'],
      hcaptcha: ['render key-h', 'reset w0'],
      turnstile: ['render key-t', 'remove w0', 'render key-t'],
    }[name];
    expect(calls).toEqual(expected);
    // No script is added when the page already has the provider's API.
    expect(document.querySelectorAll('script')).toHaveLength(0);
    unmount();
    expect(wrapper.querySelector('[data-widget-id]')).toBeNull();
  });
});

test('without the provider\'s API on the page, its script is loaded from the page\'s service setting, once', async () => {
  const wrapper = buildCf7Form(153, MARKUP.hcaptcha + MARKUP.hcaptcha.replace('key-h', 'key-h2'));
  const ctx = testContext(undefined, { globals: { cmsmf_services: { hcaptchaScriptUrl: 'https://js.hcaptcha.example/1/api.js?render=explicit' } } as never });
  const [first, second] = [...wrapper.querySelectorAll(SELECTOR.hcaptcha)];
  const mounts = [captchaModule.mount(first!, ctx), captchaModule.mount(second!, ctx)];
  const scripts = [...document.querySelectorAll('script')];
  expect(scripts.map((script) => script.src)).toEqual(['https://js.hcaptcha.example/1/api.js?render=explicit']);
  const calls = fakeApi('hcaptcha');
  scripts[0]!.dispatchEvent(new Event('load'));
  await Promise.all(mounts);
  expect(calls).toEqual(['render key-h', 'render key-h2']);
});
