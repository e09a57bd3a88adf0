/** @jest-environment jsdom */
import { MODULE_REGISTRY } from './module-registry';
import { probeSelectors } from './probe-selectors';

describe('the selectors the shell probes for', () => {
  test('drop what only narrows a match, however nested', () => {
    expect(probeSelectors(['.et_pb_toggle:not(.et_pb_accordion_item)', '.et_pb_slider:not(.et_pb_video_slider *,.et_pb_gallery_fullwidth)'])).toEqual(['.et_pb_toggle', '.et_pb_slider']);
    expect(probeSelectors(['#et-boc:not(#page-container *)', '.a:not(:not(.b)).c'])).toEqual(['#et-boc', '.a']);
  });

  test('look for a compound of classes by its first class, once', () => {
    expect(probeSelectors(['input.eacf7-phone', '.eacf7-uploader.file-upload', '.eacf7-uploader.image-upload', 'body.woocommerce-order-received', 'a[href]'])).toEqual([
      '.eacf7-phone', '.eacf7-uploader', '.woocommerce-order-received', 'a[href]',
    ]);
  });

  test('look for a family of shop classes by their prefix, once, and for a lone member as itself', () => {
    expect(probeSelectors(['.et_pb_wc_checkout_billing', '.et_pb_slider', '.et_pb_wc_cart_totals'])).toEqual(['.et_pb_slider', '[class*=et_pb_wc_]']);
    expect(probeSelectors(['.et_pb_wc_cart_totals'])).toEqual(['.et_pb_wc_cart_totals']);
  });

  test('look for what a page-level :has() looks for, and split lists at top-level commas only', () => {
    expect(probeSelectors(['body:has(.et_pb_subject_placeholder,[class*=et_pb_ab_])'])).toEqual(['.et_pb_subject_placeholder', '[class*=et_pb_ab_]']);
    // A page-level :is() too: its commas would otherwise split the probe inside the parentheses.
    expect(probeSelectors(['body:is(.et-fb,.et-tb)'])).toEqual(['.et-fb', '.et-tb']);
    expect(probeSelectors(['.eacf7-recaptcha, .eacf7-hcaptcha', '.x:not(.y, .z), .w'])).toEqual(['.eacf7-recaptcha', '.eacf7-hcaptcha', '.x', '.w']);
  });

  test('write each selector once', () => {
    expect(probeSelectors(['#et-boc:not(#page-container *)', '#et-boc', '.a, .a'])).toEqual(['#et-boc', '.a']);
  });

  test('never miss a module: whatever an entry matches, the probe matches too', () => {
    const probe = probeSelectors(MODULE_REGISTRY.filter((e) => e.global === undefined).map((e) => e.selector)).join(',');
    document.body.innerHTML = '<div id="page-container"><div class="et_pb_toggle et_pb_accordion_item"></div></div><p class="comment-form-rating"></p>';
    for (const entry of MODULE_REGISTRY.filter((e) => e.global === undefined)) {
      for (const el of Array.from(document.querySelectorAll(entry.selector))) expect(el.matches(probe)).toBe(true);
    }
    expect(document.querySelector('.et_pb_accordion_item')!.matches(probe)).toBe(true);
  });
});
