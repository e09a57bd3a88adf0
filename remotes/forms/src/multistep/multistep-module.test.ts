/** @jest-environment jsdom */
import type { Unmount } from '@cms-mf/shared-contracts';
import multistepModule from './index';
import formModule from '../form/index';
import { buildCf7Form, textField } from '../test-support/form-markup';
import { clientError, deferred, fakeClient, flush, testContext, type FakeClient } from '../test-support/test-context';

const markup = (welcome: boolean) => `
  <div class="eacf7-multisetp-form">
    ${welcome ? '<div class="eacf7-welcome-screen"><h2>Apply</h2><button type="button" class="button">Start</button></div>' : ''}
    <div class="eacf7-progressbar"><span class="eacf7-progress-completed"></span></div>
    <div class="eacf7-multistep-step-row">
      <div class="step"><a href="#s1" data-id="1">You</a></div><div class="step"><a href="#s2" data-id="2">Topic</a></div><div class="step"><a href="#s3" data-id="3">Send</a></div>
    </div>
    <div class="step-content">
      <div class="eacf7-multistep step-start" data-step="1">${textField('your-name')}${textField('your-email')}
        <div class="eacf7-multistep-control"><button type="button" class="eacf7-next">Next</button></div></div>
      <div class="eacf7-multistep" data-step="2">${textField('topic')}
        <div class="eacf7-multistep-control"><button type="button" class="eacf7-prev">Previous</button><button type="button" class="eacf7-next">Next</button></div></div>
      <div class="eacf7-multistep step-end" data-step="3">${textField('message')}
        <div class="eacf7-multistep-control"><button type="button" class="eacf7-prev">Previous</button><input type="submit" class="wpcf7-submit" value="Send"></div></div>
    </div>
  </div>`;

const unmounts: Unmount[] = [];
afterEach(() => {
  unmounts.splice(0).forEach((unmount) => unmount());
  document.body.innerHTML = '';
});

function mount(welcome = false, client: FakeClient = fakeClient()) {
  const wrapper = buildCf7Form(101, markup(welcome));
  const container = wrapper.querySelector('.eacf7-multisetp-form') as HTMLElement;
  unmounts.push(multistepModule.mount(container, testContext(client, { globals: { eacf7: { isPro: true } } })) as Unmount);
  const steps = [...container.querySelectorAll<HTMLElement>('.eacf7-multistep')];
  const visible = () => steps.findIndex((step) => !step.hidden);
  const button = (index: number, cls: string) => steps[index]?.querySelector(`.${cls}`) as HTMLElement;
  const fill = container.querySelector('.eacf7-progress-completed') as HTMLElement;
  const bar = container.querySelector('.eacf7-progressbar') as HTMLElement;
  const input = (name: string) => wrapper.querySelector(`[name="${name}"]`) as HTMLInputElement;
  return { wrapper, container, steps, visible, button, fill, bar, client, input };
}

const valid = { is_valid: true, invalid_fields: {} };

test('shows one step at a time with the progress at position over total', () => {
  const page = mount();
  expect(page.visible()).toBe(0);
  expect(page.steps.map((step) => step.hidden)).toEqual([false, true, true]);
  expect(page.fill.style.width).toBe('33.33%');
  expect(page.bar.getAttribute('role')).toBe('progressbar');
  expect(page.bar.getAttribute('aria-valuenow')).toBe('1');
  expect(page.bar.getAttribute('aria-valuemax')).toBe('3');
  expect(page.container.querySelector('.step')?.classList.contains('step-active')).toBe(true);
});

test('next validates the step on the server with its field names and moves on only when valid', async () => {
  const page = mount();
  page.client.call.mockResolvedValue(valid);
  page.input('your-name').value = 'Ada';
  page.button(0, 'eacf7-next').click();
  await flush();
  const [action, payload] = page.client.call.mock.calls[0] as [string, Record<string, unknown>];
  expect(action).toBe('eacf7_multistep_fields_validation');
  expect(payload).toMatchObject({ id: 101, validation_fields: ['your-name', 'your-email'], 'your-name': 'Ada', topic: '', message: '' });
  expect(page.visible()).toBe(1);
  expect(page.fill.style.width).toBe('66.67%');
  expect(document.activeElement).toBe(page.input('topic'));
});

test('an invalid step stays, with the server’s reason as a not-valid tip, aria-invalid, described-by, and focus', async () => {
  const page = mount();
  page.client.call.mockResolvedValue({ is_valid: false, invalid_fields: { 'your-email': { id: 'x', reason: 'The e-mail address entered is invalid.' } } });
  page.button(0, 'eacf7-next').click();
  await flush();
  expect(page.visible()).toBe(0);
  const tip = page.wrapper.querySelector('[data-name="your-email"] .wpcf7-not-valid-tip') as HTMLElement;
  expect(tip.textContent).toBe('The e-mail address entered is invalid.');
  expect(page.input('your-email').getAttribute('aria-invalid')).toBe('true');
  expect(page.input('your-email').getAttribute('aria-describedby')).toBe(tip.id);
  expect(document.activeElement).toBe(page.input('your-email'));

  page.client.call.mockResolvedValue(valid);
  page.button(0, 'eacf7-next').click();
  await flush();
  expect(page.visible()).toBe(1);
  expect(page.wrapper.querySelector('.wpcf7-not-valid-tip')).toBeNull();
});

test('a reason is placed by its field’s id when no wrap carries the name the server used (§7: name to id and reason)', async () => {
  const page = mount();
  page.input('your-email').id = 'contact-email';
  page.client.call.mockResolvedValue({ is_valid: false, invalid_fields: { email: { id: 'contact-email', reason: 'The e-mail address entered is invalid.' } } });
  page.button(0, 'eacf7-next').click();
  await flush();
  const tip = page.wrapper.querySelector('[data-name="your-email"] .wpcf7-not-valid-tip') as HTMLElement;
  expect(tip.textContent).toBe('The e-mail address entered is invalid.');
  expect(page.input('your-email').getAttribute('aria-invalid')).toBe('true');
  expect(page.wrapper.querySelector('.eacf7-step-error')).toBeNull();
});

test('a corrected field loses its tip and aria-invalid at once, without waiting for the next Next', async () => {
  const page = mount();
  // The form module (mounted on every `.wpcf7`) watches corrections for every tip of the form.
  unmounts.push(formModule.mount(page.wrapper, testContext(page.client)) as Unmount);
  const email = page.input('your-email');
  email.type = 'email';
  email.setAttribute('aria-required', 'true');
  page.client.call.mockResolvedValue({ is_valid: false, invalid_fields: { 'your-email': { id: null, reason: 'The e-mail address entered is invalid.' } } });
  page.button(0, 'eacf7-next').click();
  await flush();
  expect(page.wrapper.querySelector('[data-name="your-email"] .wpcf7-not-valid-tip')).not.toBeNull();

  // Still not valid as typed so far: the tip stays.
  email.value = 'ada@';
  email.dispatchEvent(new Event('input', { bubbles: true }));
  expect(page.wrapper.querySelector('[data-name="your-email"] .wpcf7-not-valid-tip')).not.toBeNull();
  expect(email.getAttribute('aria-invalid')).toBe('true');

  email.value = 'ada@example.test';
  email.dispatchEvent(new Event('input', { bubbles: true }));
  expect(page.wrapper.querySelector('[data-name="your-email"] .wpcf7-not-valid-tip')).toBeNull();
  expect(email.getAttribute('aria-invalid')).toBe('false');
  expect(email.hasAttribute('aria-describedby')).toBe(false);
});

test('previous goes back without asking the server; it is absent on the first step', async () => {
  const page = mount();
  page.client.call.mockResolvedValue(valid);
  page.button(0, 'eacf7-next').click();
  await flush();
  page.button(1, 'eacf7-prev').click();
  expect(page.visible()).toBe(0);
  expect(page.client.call).toHaveBeenCalledTimes(1);
});

test('a failed check shows a retryable alert in the step and keeps the values; next again retries', async () => {
  const page = mount();
  page.client.call.mockRejectedValueOnce(clientError('timeout'));
  page.input('your-name').value = 'Ada';
  page.button(0, 'eacf7-next').click();
  await flush();
  expect(page.visible()).toBe(0);
  expect(page.steps[0]?.querySelector('[role=alert]')?.textContent).toBe(
    'This step could not be checked: the server took too long to answer. Your entries are kept; please try again.',
  );
  expect(page.input('your-name').value).toBe('Ada');
  page.client.call.mockResolvedValueOnce(valid);
  page.button(0, 'eacf7-next').click();
  await flush();
  expect(page.visible()).toBe(1);
  expect(page.steps[0]?.querySelector('[role=alert]')).toBeNull();
});

test('clicks while a check runs are ignored', async () => {
  const page = mount();
  const held = deferred<unknown>();
  page.client.call.mockReturnValue(held.promise);
  page.button(0, 'eacf7-next').click();
  page.button(0, 'eacf7-next').click();
  await flush();
  expect(page.client.call).toHaveBeenCalledTimes(1);
  expect(page.steps[0]?.getAttribute('aria-busy')).toBe('true');
  held.resolve(valid);
  await flush();
  expect(page.visible()).toBe(1);
});

test('the welcome screen comes first at 0%, and Start shows step 1', () => {
  const page = mount(true);
  const welcome = page.container.querySelector('.eacf7-welcome-screen') as HTMLElement;
  expect(welcome.hidden).toBe(false);
  expect(page.visible()).toBe(-1);
  expect(page.fill.style.width).toBe('0%');
  (welcome.querySelector('button') as HTMLElement).click();
  expect(welcome.hidden).toBe(true);
  expect(page.visible()).toBe(0);
});

test('step links go back freely and forward only through valid steps', async () => {
  const page = mount();
  const links = [...page.container.querySelectorAll<HTMLElement>('.step a')];
  page.client.call.mockResolvedValueOnce(valid).mockResolvedValueOnce({ is_valid: false, invalid_fields: { topic: { reason: 'Required.' } } });
  links[2]?.click();
  await flush(10);
  expect(page.visible()).toBe(1);
  links[0]?.click();
  expect(page.visible()).toBe(0);
});

test('a refused submit shows the step of the first invalid field', () => {
  const page = mount();
  const wrap = page.wrapper.querySelector('[data-name="topic"]') as HTMLElement;
  (wrap.querySelector('input') as HTMLElement).classList.add('wpcf7-not-valid');
  page.wrapper.querySelector('form')?.dispatchEvent(new CustomEvent('wpcf7invalid', { bubbles: true, detail: { contactFormId: 101 } }));
  expect(page.visible()).toBe(1);
});

test('after a send without a thank-you screen the form starts again; unmount shows every step', () => {
  const page = mount();
  page.wrapper.querySelector('form')?.dispatchEvent(new CustomEvent('wpcf7mailsent', { bubbles: true, detail: { contactFormId: 101 } }));
  expect(page.visible()).toBe(0);
  unmounts.splice(0).forEach((unmount) => unmount());
  expect(page.steps.every((step) => !step.hidden)).toBe(true);
});

test('Enter in a field of an earlier step checks it and moves on instead of sending the form; on the last step it sends', async () => {
  const page = mount();
  page.client.call.mockResolvedValue(valid);
  const enter = () => new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
  const first = enter();
  page.input('your-name').dispatchEvent(first);
  expect(first.defaultPrevented).toBe(true);
  await flush();
  expect(page.visible()).toBe(1);
  page.button(1, 'eacf7-next').click();
  await flush();
  const last = enter();
  page.input('message').dispatchEvent(last);
  expect(last.defaultPrevented).toBe(false);
  expect(page.client.call).toHaveBeenCalledTimes(2);
});

test('without the pro flag the markup stays as the server rendered it', () => {
  const wrapper = buildCf7Form(101, markup(false));
  const container = wrapper.querySelector('.eacf7-multisetp-form') as HTMLElement;
  unmounts.push(multistepModule.mount(container, testContext(fakeClient(), { globals: { eacf7: { isPro: false } } })) as Unmount);
  expect([...container.querySelectorAll<HTMLElement>('.eacf7-multistep')].every((step) => !step.hidden)).toBe(true);
  expect(container.querySelector('.eacf7-progressbar')?.hasAttribute('role')).toBe(false);
});

test('Next waits for the step’s uploads: their records are not in the form yet', async () => {
  const page = mount();
  const uploader = page.wrapper.ownerDocument.createElement('span');
  uploader.className = 'eacf7-uploader file-upload';
  uploader.setAttribute('aria-busy', 'true');
  page.steps[0]?.appendChild(uploader);
  page.button(0, 'eacf7-next').click();
  await flush();
  expect(page.client.call).not.toHaveBeenCalled();
  expect(page.steps[0]?.querySelector('[role=alert]')?.textContent).toBe('Please wait until the files of this step have finished uploading.');
  uploader.removeAttribute('aria-busy');
  page.client.call.mockResolvedValue(valid);
  page.button(0, 'eacf7-next').click();
  await flush();
  expect(page.visible()).toBe(1);
});
