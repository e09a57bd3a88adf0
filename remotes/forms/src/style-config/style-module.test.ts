/** @jest-environment jsdom */
import styleModule from './index';
import { testContext } from '../test-support/test-context';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

test('adds the scoped sheet and removes it on unmount', async () => {
  document.body.innerHTML = `<div class="eacf7-form-styler eacf7-form-styler-modern" data-form_id="142" data-styler="${encode({ stylePreset: 'modern', customizeStylePreset: true, submitBgColor: '#0d9488', submitCustomCss: '} body { display:none }' })}"></div>`;
  const unmount = await styleModule.mount(document.querySelector('div')!, testContext(undefined, { globals: { eacf7: { isPro: true } } as never }));
  const sheets = [...document.head.querySelectorAll('style')].map((style) => style.textContent ?? '');
  expect(sheets.some((css) => css.includes('.eacf7-form-styler[data-form_id="142"] .wpcf7-submit') && css.includes('#0d9488'))).toBe(true);
  expect(sheets.join('\n')).not.toContain('display:none');
  unmount();
  expect(document.head.querySelectorAll('style')).toHaveLength(0);
});

test('does nothing without the pro flag or with a broken attribute', async () => {
  document.body.innerHTML = `<div class="eacf7-form-styler" data-form_id="142" data-styler="%%%"></div>`;
  const el = document.querySelector('div')!;
  (await styleModule.mount(el, testContext()))();
  expect(document.head.querySelectorAll('style')).toHaveLength(0);
  const unmount = await styleModule.mount(el, testContext(undefined, { globals: { eacf7: { isPro: true } } as never }));
  expect(document.head.querySelectorAll('style')).toHaveLength(1);
  unmount();
});

test('keeps the sheets the server printed in the head: none added, none removed on unmount', async () => {
  document.head.innerHTML = '<style data-cmsmf-style-form-styler-presets></style><style data-cmsmf-style-form-styler-142>/* server */</style>';
  document.body.innerHTML = `<div class="eacf7-form-styler" data-form_id="142" data-styler="${encode({ stylePreset: 'custom', submitBgColor: '#0d9488' })}"></div>`;
  const unmount = await styleModule.mount(document.querySelector('div')!, testContext(undefined, { globals: { eacf7: { isPro: true } } as never }));
  expect(document.head.querySelectorAll('style')).toHaveLength(2);
  expect(document.head.querySelector('style[data-cmsmf-style-form-styler-142]')!.textContent).toBe('/* server */');
  unmount();
  expect(document.head.querySelectorAll('style')).toHaveLength(2);
  document.head.innerHTML = '';
});
