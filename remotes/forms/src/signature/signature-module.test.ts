/** @jest-environment jsdom */
import type { Unmount } from '@cms-mf/shared-contracts';
import signatureModule from './index';
import { buildCf7Form } from '../test-support/form-markup';
import { PRO_GLOBALS, testContext } from '../test-support/test-context';

test('a form whose digitalSignature switch is off keeps the server markup: no pad, no controls, nothing sent', async () => {
  const wrapper = buildCf7Form(5, '<span class="wpcf7-form-control-wrap" data-name="sig"><span class="cf7-digital-signature" data-id="5" data-name="sig"><span class="signature-pad"><canvas width="300" height="100"></canvas></span><input type="hidden" name="sig" value=""></span></span>');
  const before = wrapper.outerHTML;
  const ctx = testContext(undefined, { globals: { ...PRO_GLOBALS, eacf7DigitalSignatureData_5: { digitalSignature: false } } as never });
  const unmount = (await signatureModule.mount(wrapper.querySelector('.cf7-digital-signature')!, ctx)) as Unmount;
  wrapper.querySelector('canvas')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  expect(wrapper.outerHTML).toBe(before);
  expect(ctx.client).not.toHaveBeenCalled();
  unmount();
});
