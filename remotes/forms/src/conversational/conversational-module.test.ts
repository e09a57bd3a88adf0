/** @jest-environment jsdom */
import type { Unmount } from '@cms-mf/shared-contracts';
import conversationalModule from './index';
import { buildCf7Form, textField } from '../test-support/form-markup';
import { fakeClient, flush, testContext } from '../test-support/test-context';

const question = (step: number, name: string) => `
  <div class="eacf7-conversational style-1" data-step="${step}"><span class="title">Question ${step}</span>
    <div class="form-control-container">${textField(name)}
      <p class="eacf7-conversational-control"><button type="button" class="button eacf7-next">Next</button></p></div></div>`;
const markup = `
  <div class="eacf7-conversational-form">
    ${question(1, 'your-name')}${question(2, 'your-email')}
    <div class="eacf7-thank-you-screen layout-full" hidden><div class="content"><h2>Thank You</h2></div></div>
    <div class="eacf7-conversational-prev-next-control"><a href="" class="prev"></a><a href="" class="next"></a></div>
    <div class="eacf7-progressbar"><span class="eacf7-progress-completed"></span></div>
  </div>`;

let unmount: Unmount | undefined;
afterEach(() => {
  unmount?.();
  document.body.innerHTML = '';
});

function mount() {
  const wrapper = buildCf7Form(102, markup, { unitTag: 'wpcf7-f102-o1' });
  const container = wrapper.querySelector('.eacf7-conversational-form') as HTMLElement;
  const client = fakeClient();
  unmount = conversationalModule.mount(container, testContext(client, { globals: { eacf7: { isPro: true } } })) as Unmount;
  const steps = [...container.querySelectorAll<HTMLElement>('.eacf7-conversational')];
  const form = wrapper.querySelector('form') as HTMLFormElement;
  return { wrapper, container, client, form, steps, visible: () => steps.findIndex((step) => !step.hidden), input: (name: string) => wrapper.querySelector(`[name="${name}"]`) as HTMLInputElement };
}

test('one question at a time; Enter validates through the conversational action and moves on', async () => {
  const page = mount();
  expect(page.visible()).toBe(0);
  page.client.call.mockResolvedValue({ is_valid: true, invalid_fields: {} });
  const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
  page.input('your-name').dispatchEvent(enter);
  expect(enter.defaultPrevented).toBe(true);
  await flush();
  expect(page.client.call.mock.calls[0]?.[0]).toBe('eacf7_conversational_fields_validation');
  expect(page.client.call.mock.calls[0]?.[1]).toMatchObject({ id: 102, validation_fields: ['your-name'] });
  expect(page.visible()).toBe(1);
  expect(document.activeElement).toBe(page.input('your-email'));
  expect((page.container.querySelector('.eacf7-progress-completed') as HTMLElement).style.width).toBe('100%');
});

test('an invalid answer stays with its reason; the arrows go back and forth', async () => {
  const page = mount();
  page.client.call.mockResolvedValueOnce({ is_valid: false, invalid_fields: { 'your-name': { reason: 'Please fill out this field.' } } });
  page.input('your-name').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
  await flush();
  expect(page.visible()).toBe(0);
  expect(page.wrapper.querySelector('.wpcf7-not-valid-tip')?.textContent).toBe('Please fill out this field.');

  page.client.call.mockResolvedValueOnce({ is_valid: true, invalid_fields: {} });
  (page.container.querySelector('.eacf7-conversational-prev-next-control .next') as HTMLElement).click();
  await flush();
  expect(page.visible()).toBe(1);
  (page.container.querySelector('.eacf7-conversational-prev-next-control .prev') as HTMLElement).click();
  expect(page.visible()).toBe(0);
  expect(page.container.querySelector('.prev')?.getAttribute('aria-label')).toBe('Previous question');
});

test('Next on the last question submits the form once it is valid', async () => {
  const page = mount();
  page.client.call.mockResolvedValue({ is_valid: true, invalid_fields: {} });
  const submitted = jest.fn((event: Event) => event.preventDefault());
  page.form.addEventListener('submit', submitted);
  (page.steps[0]?.querySelector('.eacf7-next') as HTMLElement).click();
  await flush();
  (page.steps[1]?.querySelector('.eacf7-next') as HTMLElement).click();
  await flush();
  expect(page.client.call).toHaveBeenCalledTimes(2);
  expect(submitted).toHaveBeenCalledTimes(1);
});

test('Enter in a textarea or with a modifier is left alone', () => {
  const page = mount();
  const shifted = new KeyboardEvent('keydown', { key: 'Enter', shiftKey: true, bubbles: true, cancelable: true });
  page.input('your-name').dispatchEvent(shifted);
  expect(shifted.defaultPrevented).toBe(false);
  expect(page.client.call).not.toHaveBeenCalled();
});
