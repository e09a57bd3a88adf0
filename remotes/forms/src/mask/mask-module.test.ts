/** @jest-environment jsdom */
import { PRO_GLOBALS, testContext } from '../test-support/test-context';
import { maskModule } from './mask-module';

test('mounting adds the placeholder and fits a typed-in value; unmounting leaves the markup as it was', () => {
  document.body.innerHTML = '<form><span class="wpcf7-form-control-wrap" data-name="ip"><input class="eacf7-mask-input" data-mask-type="ip" name="ip" value="10.0.0.1x"></span></form>';
  const input = document.querySelector('input')!;
  const unmount = maskModule.mount(input, testContext(undefined, { globals: PRO_GLOBALS })) as () => void;
  expect(input.placeholder).toBe('___.___.___.___');
  expect(input.value).toBe('10.0.0.1');
  unmount();
  expect(input.hasAttribute('placeholder')).toBe(false);
});
