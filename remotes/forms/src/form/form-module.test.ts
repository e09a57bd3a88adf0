/** @jest-environment jsdom */
import type { Cf7SubmitDetail, Unmount } from '@cms-mf/shared-contracts';
import formModule from './index';
import { buildCf7Form, submitButton, textField } from '../test-support/form-markup';
import { clientError, deferred, fakeClient, flush, testContext, type FakeClient } from '../test-support/test-context';

const thankYouScreen = '<div class="eacf7-thank-you-screen" hidden><h2>Thank you</h2><p>We got it.</p></div>';
const answer = (status: string, extra: Record<string, unknown> = {}) => ({
  contact_form_id: 101,
  status,
  message: status === 'mail_sent' ? 'Thank you for your message. It has been sent.' : 'One or more fields have an error. Please check and try again.',
  posted_data_hash: 'abc123',
  into: '#wpcf7-f101-o1',
  invalid_fields: [],
  ...extra,
});

const unmounts: Unmount[] = [];
afterEach(() => {
  unmounts.splice(0).forEach((unmount) => unmount());
  document.body.innerHTML = '';
  jest.useRealTimers();
});

function mount(fields = textField('your-name') + textField('your-email') + submitButton(), client: FakeClient = fakeClient(), overrides = {}) {
  const wrapper = buildCf7Form(101, fields);
  const form = wrapper.querySelector('form') as HTMLFormElement;
  const ctx = testContext(client, { globals: { wpcf7: { api: { root: 'http://localhost/wp-json/', namespace: 'contact-form-7/v1' } } }, ...overrides });
  const events: Array<[string, unknown]> = [];
  for (const name of ['wpcf7beforesubmit', 'wpcf7submit', 'wpcf7invalid', 'wpcf7mailsent', 'wpcf7mailfailed', 'wpcf7reset', 'wpcf7statuschanged']) {
    form.addEventListener(name, (event) => events.push([name, (event as CustomEvent).detail]));
  }
  const sent: unknown[] = [];
  ctx.events.on('cmsmf:form-mail-sent', (detail) => sent.push(detail));
  unmounts.push(formModule.mount(wrapper, ctx) as Unmount);
  const input = (name: string) => form.querySelector(`[name="${name}"]`) as HTMLInputElement;
  return { wrapper, form, ctx, client, events, sent, input, submit: () => form.requestSubmit() };
}

describe('without CF7’s script', () => {
  test('posts the form to the REST feedback endpoint and fires CF7’s events with CF7’s detail', async () => {
    const page = mount();
    page.client.postForm.mockResolvedValue(answer('mail_sent'));
    page.input('your-name').value = 'Ada';
    page.submit();
    await flush();

    const [url, body, options] = page.client.postForm.mock.calls[0] as [string, FormData, { label: string }];
    expect(url).toBe('http://localhost/wp-json/contact-form-7/v1/contact-forms/101/feedback');
    expect(body.get('your-name')).toBe('Ada');
    expect(body.get('_wpcf7_unit_tag')).toBe('wpcf7-f101-o1');
    expect(options.label).toBe('wpcf7 feedback');

    expect(page.events.map(([name]) => name)).toEqual([
      'wpcf7beforesubmit',
      'wpcf7statuschanged',
      'wpcf7statuschanged',
      'wpcf7mailsent',
      'wpcf7submit',
      'wpcf7reset',
    ]);
    const detail = page.events.find(([name]) => name === 'wpcf7mailsent')?.[1] as Cf7SubmitDetail;
    expect(detail).toMatchObject({
      contactFormId: 101,
      pluginVersion: '6.2',
      contactFormLocale: 'en_US',
      unitTag: 'wpcf7-f101-o1',
      containerPostId: 7,
      status: 'mail_sent',
      inputs: [
        { name: 'your-name', value: 'Ada' },
        { name: 'your-email', value: '' },
      ],
      apiResponse: answer('mail_sent'),
    });
    expect(detail.formData).toBeInstanceOf(FormData);
    expect(page.events[1]?.[1]).toMatchObject({ status: 'submitting', prevStatus: 'init' });
    expect(page.events[2]?.[1]).toMatchObject({ status: 'sent', prevStatus: 'submitting' });

    expect(page.form.getAttribute('data-status')).toBe('sent');
    expect(page.form.classList.contains('sent')).toBe(true);
    expect(page.form.querySelector('.wpcf7-response-output')?.textContent).toBe('Thank you for your message. It has been sent.');
    expect(page.wrapper.querySelector('.screen-reader-response [role=status]')?.textContent).toBe('Thank you for your message. It has been sent.');
    expect(page.input('your-name').value).toBe('');
    expect(page.input('_wpcf7_posted_data_hash').value).toBe('abc123');
    expect(page.sent).toEqual([{ formId: 101, unitTag: 'wpcf7-f101-o1', inputs: [{ name: 'your-name', value: 'Ada' }, { name: 'your-email', value: '' }] }]);
    // Never pretends to be CF7.
    expect((page.form as unknown as { wpcf7?: unknown }).wpcf7).toBeUndefined();
  });

  test('server validation errors show under each field with aria-invalid and aria-describedby; focus goes to the first', async () => {
    const page = mount();
    page.client.postForm.mockResolvedValue(
      answer('validation_failed', {
        invalid_fields: [
          { field: 'your-email', message: 'Please enter an email address.', idref: null, error_id: 'wpcf7-f101-o1-ve-your-email' },
          { field: 'your-name', message: 'Please fill out this field.', idref: null, error_id: 'wpcf7-f101-o1-ve-your-name' },
        ],
      }),
    );
    page.input('your-email').value = 'not-an-email';
    page.submit();
    await flush();

    const tip = document.getElementById('wpcf7-f101-o1-ve-your-email');
    expect(tip?.textContent).toBe('Please enter an email address.');
    expect(tip?.closest('[data-name]')?.getAttribute('data-name')).toBe('your-email');
    expect(page.input('your-email').getAttribute('aria-invalid')).toBe('true');
    expect(page.input('your-email').getAttribute('aria-describedby')).toBe('wpcf7-f101-o1-ve-your-email');
    expect(document.activeElement).toBe(page.input('your-name'));
    expect(page.form.getAttribute('data-status')).toBe('invalid');
    expect(page.form.querySelector('.wpcf7-response-output')?.textContent).toBe('One or more fields have an error. Please check and try again.');
    expect(page.events.map(([name]) => name)).toContain('wpcf7invalid');
    // What the visitor typed stays.
    expect(page.input('your-email').value).toBe('not-an-email');
    expect(page.sent).toEqual([]);

    // The next submit starts clean.
    page.client.postForm.mockResolvedValue(answer('mail_sent'));
    page.submit();
    await flush();
    expect(document.querySelector('.wpcf7-not-valid-tip')).toBeNull();
    expect(page.input('your-email').getAttribute('aria-invalid')).toBe('false');
  });

  test.each([
    ['network', 'The form could not be sent: the connection to the server failed. Your entries are kept; please try again.'],
    ['nonce-expired', 'The form could not be sent: your session expired and could not be renewed. Your entries are kept; please try again. If it keeps failing, reload the page.'],
  ])('a %s failure shows a retryable error and keeps every value; sending again works', async (kind, message) => {
    const page = mount();
    page.client.postForm.mockRejectedValueOnce(clientError(kind));
    page.input('your-name').value = 'Ada';
    page.submit();
    await flush();
    expect(page.form.getAttribute('data-status')).toBe('failed');
    expect(page.form.querySelector('.wpcf7-response-output')?.textContent).toBe(message);
    expect(page.input('your-name').value).toBe('Ada');
    expect(page.events.map(([name]) => name)).not.toContain('wpcf7submit');

    page.client.postForm.mockResolvedValueOnce(answer('mail_sent'));
    page.submit();
    await flush();
    expect(page.client.postForm).toHaveBeenCalledTimes(2);
    expect((page.client.postForm.mock.calls[1]?.[1] as FormData).get('your-name')).toBe('Ada');
    expect(page.form.getAttribute('data-status')).toBe('sent');
  });

  test('a second submit while one is in flight sends nothing more', async () => {
    const page = mount();
    const held = deferred<unknown>();
    page.client.postForm.mockReturnValue(held.promise);
    page.submit();
    page.submit();
    await flush();
    expect(page.client.postForm).toHaveBeenCalledTimes(1);
    held.resolve(answer('mail_sent'));
    await flush();
  });
});

describe('with CF7’s script on the page', () => {
  test('CF7 sends the form; its wpcf7mailsent becomes cmsmf:form-mail-sent', async () => {
    const page = mount();
    (page.form as unknown as { wpcf7: object }).wpcf7 = { id: 101, status: 'init' };
    const cf7Submit = jest.fn((event: Event) => event.preventDefault());
    page.form.addEventListener('submit', cf7Submit);
    page.submit();
    await flush();
    expect(cf7Submit).toHaveBeenCalledTimes(1);
    expect(page.client.postForm).not.toHaveBeenCalled();

    const detail = { contactFormId: 101, unitTag: 'wpcf7-f101-o1', inputs: [{ name: 'your-name', value: 'Ada' }], apiResponse: { redirect: '/checkout/' } };
    page.form.dispatchEvent(new CustomEvent('wpcf7mailsent', { bubbles: true, detail }));
    expect(page.sent).toEqual([{ formId: 101, unitTag: 'wpcf7-f101-o1', inputs: [{ name: 'your-name', value: 'Ada' }], redirect: '/checkout/' }]);
  });
});

describe('uploads in flight', () => {
  const uploaderMarkup = '<span class="wpcf7-form-control-wrap" data-name="cv"><span class="eacf7-uploader file-upload"></span></span>';

  test('disable the submit, and a submit (Enter in a field) reaches neither CF7 nor the endpoint', async () => {
    const page = mount(textField('your-name') + uploaderMarkup + submitButton());
    const uploader = page.form.querySelector('.eacf7-uploader') as HTMLElement;
    const button = page.form.querySelector('.wpcf7-submit') as HTMLInputElement;
    const cf7Submit = jest.fn();
    page.form.addEventListener('submit', cf7Submit);

    uploader.setAttribute('aria-busy', 'true');
    page.ctx.events.emit('cmsmf:upload-busy', { formId: 101, field: 'cv', busy: true });
    expect(button.disabled).toBe(true);
    page.submit();
    await flush();
    expect(cf7Submit).not.toHaveBeenCalled();
    expect(page.client.postForm).not.toHaveBeenCalled();

    uploader.removeAttribute('aria-busy');
    page.ctx.events.emit('cmsmf:upload-busy', { formId: 101, field: 'cv', busy: false });
    expect(button.disabled).toBe(false);
  });

  test('an uploader already busy when the form mounts is seen; another form’s uploads are not', () => {
    const wrapper = buildCf7Form(101, '<span class="eacf7-uploader file-upload" aria-busy="true"></span>' + submitButton());
    unmounts.push(formModule.mount(wrapper, testContext()) as Unmount);
    expect((wrapper.querySelector('.wpcf7-submit') as HTMLInputElement).disabled).toBe(true);
    unmounts.splice(0).forEach((unmount) => unmount());
    expect((wrapper.querySelector('.wpcf7-submit') as HTMLInputElement).disabled).toBe(false);
  });
});

describe('corrected fields', () => {
  test('a tip goes with its aria-invalid as soon as the visitor corrects the field; an uncorrected one stays', async () => {
    const page = mount();
    page.input('your-email').type = 'email';
    page.client.postForm.mockResolvedValue(
      answer('validation_failed', {
        invalid_fields: [
          { field: 'your-email', message: 'Please enter an email address.', idref: null, error_id: 'wpcf7-f101-o1-ve-your-email' },
          { field: 'your-name', message: 'Please fill out this field.', idref: null, error_id: 'wpcf7-f101-o1-ve-your-name' },
        ],
      }),
    );
    page.input('your-email').value = 'not-an-email';
    page.submit();
    await flush();

    page.input('your-email').value = 'ada@example.test';
    page.input('your-email').dispatchEvent(new Event('change', { bubbles: true }));
    expect(document.getElementById('wpcf7-f101-o1-ve-your-email')).toBeNull();
    expect(page.input('your-email').getAttribute('aria-invalid')).toBe('false');
    expect(page.input('your-email').classList.contains('wpcf7-not-valid')).toBe(false);
    // The other field was not touched: its tip stays until it is corrected or the form is sent again.
    expect(document.getElementById('wpcf7-f101-o1-ve-your-name')?.textContent).toBe('Please fill out this field.');
    expect(page.input('your-name').getAttribute('aria-invalid')).toBe('true');
  });

  test('a required field emptied again keeps its tip', async () => {
    const page = mount();
    page.input('your-name').setAttribute('aria-required', 'true');
    page.client.postForm.mockResolvedValue(
      answer('validation_failed', { invalid_fields: [{ field: 'your-name', message: 'Please fill out this field.', idref: null, error_id: 'wpcf7-f101-o1-ve-your-name' }] }),
    );
    page.submit();
    await flush();
    page.input('your-name').value = '   ';
    page.input('your-name').dispatchEvent(new Event('input', { bubbles: true }));
    expect(document.getElementById('wpcf7-f101-o1-ve-your-name')).not.toBeNull();
    page.input('your-name').value = 'Ada';
    page.input('your-name').dispatchEvent(new Event('input', { bubbles: true }));
    expect(document.getElementById('wpcf7-f101-o1-ve-your-name')).toBeNull();
  });
});

describe('thank-you screen', () => {
  test('appears 3000 ms after a successful send, replacing the form, with focus on it', async () => {
    const page = mount(textField('your-name') + submitButton() + thankYouScreen);
    const screen = page.form.querySelector('.eacf7-thank-you-screen') as HTMLElement;
    const output = page.form.querySelector('.wpcf7-response-output') as HTMLElement;
    jest.useFakeTimers();
    page.client.postForm.mockResolvedValue(answer('mail_sent'));
    page.submit();
    await flush();
    expect(page.form.getAttribute('data-status')).toBe('sent');
    // Until then the sent form says so, as CF7 does.
    expect(output.textContent).toBe('Thank you for your message. It has been sent.');
    expect(output.hidden).toBe(false);
    jest.advanceTimersByTime(2999);
    expect(screen.hidden).toBe(true);
    jest.advanceTimersByTime(1);
    expect(screen.hidden).toBe(false);
    expect(screen.classList.contains('active')).toBe(true);
    expect(document.activeElement?.textContent).toBe('Thank you');
    expect((page.form.querySelector('.wpcf7-form-control-wrap') as HTMLElement).closest('[hidden]')).not.toBeNull();
  });

  test('the screen takes the place of CF7’s thanks: the two never show together, and unmount gives the form back', async () => {
    const page = mount(textField('your-name') + submitButton() + thankYouScreen);
    const output = page.form.querySelector('.wpcf7-response-output') as HTMLElement;
    jest.useFakeTimers();
    page.client.postForm.mockResolvedValue(answer('mail_sent'));
    page.submit();
    await flush();
    jest.advanceTimersByTime(3000);
    expect(output.hidden).toBe(true);
    unmounts.splice(0).forEach((unmount) => unmount());
    expect(output.hidden).toBe(false);
    expect((page.form.querySelector('.eacf7-thank-you-screen') as HTMLElement).hidden).toBe(true);
  });

  test('does not appear after a refused send, nor when a conversational form’s settings switch it off', async () => {
    const page = mount(textField('your-name') + submitButton() + thankYouScreen);
    jest.useFakeTimers();
    page.client.postForm.mockResolvedValue(answer('validation_failed'));
    page.submit();
    await flush();
    jest.advanceTimersByTime(5000);
    expect((page.form.querySelector('.eacf7-thank-you-screen') as HTMLElement).hidden).toBe(true);

    const conversational = `<div class="eacf7-conversational-form">${textField('q1')}${thankYouScreen}</div>`;
    const wrapper = buildCf7Form(102, conversational, { unitTag: 'wpcf7-f102-o1' });
    const ctx = testContext(fakeClient(), { globals: { eacf7ConversationalData_102: { thankYouScreen: false } } });
    unmounts.push(formModule.mount(wrapper, ctx) as Unmount);
    wrapper.querySelector('form')?.dispatchEvent(new CustomEvent('wpcf7mailsent', { bubbles: true, detail: { contactFormId: 102, unitTag: 'u', inputs: [] } }));
    jest.advanceTimersByTime(5000);
    expect((wrapper.querySelector('.eacf7-thank-you-screen') as HTMLElement).hidden).toBe(true);
  });
});

test('the wrapper is marked `js` while the module runs, as CF7 marks it', () => {
  const wrapper = buildCf7Form(105, submitButton());
  wrapper.className = 'wpcf7 no-js';
  const unmount = formModule.mount(wrapper, testContext()) as Unmount;
  expect(wrapper.className).toBe('wpcf7 js');
  unmount();
  expect(wrapper.className).toBe('wpcf7 no-js');
});

test('in the visual builder a submit is blocked', async () => {
  const page = mount(undefined, undefined, { builder: { active: true, type: 'fb' } });
  page.submit();
  await flush();
  expect(page.client.postForm).not.toHaveBeenCalled();
  expect(page.events).toEqual([]);
});

test('after unmount the module no longer handles submits or events', async () => {
  const page = mount();
  unmounts.splice(0).forEach((unmount) => unmount());
  const native = jest.fn((event: Event) => event.preventDefault());
  page.form.addEventListener('submit', native);
  page.submit();
  page.form.dispatchEvent(new CustomEvent('wpcf7mailsent', { bubbles: true, detail: { contactFormId: 101, unitTag: 'u', inputs: [] } }));
  await flush();
  expect(native).toHaveBeenCalledTimes(1);
  expect(page.client.postForm).not.toHaveBeenCalled();
  expect(page.sent).toEqual([]);
});
