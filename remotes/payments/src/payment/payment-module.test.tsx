import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createEventBus, type AjaxClient, type ModuleContext, type Unmount } from '@cms-mf/shared-contracts';
import paymentModule from './index';

/** Form 2's markup, as the reference site prints it, reduced to what the payment area reads. */
function buildForm(payment: object | null = { currency: 'USD', items: [{ field: 'ticket', prices: { Standard: 25, VIP: 60 } }], quantity_field: 'quantity', shipping: 4.5, coupon_field: 'coupon' }) {
  document.body.innerHTML = `
    <div class="wpcf7" id="wpcf7-f2-o1" lang="en-US" data-wpcf7-id="2">
      <form class="wpcf7-form" aria-label="Tickets">
        <input type="hidden" name="_wpcf7" value="2">
        <p><label>Ticket<br><span class="wpcf7-form-control-wrap" data-name="ticket"><select name="ticket"><option>Standard</option><option>VIP</option></select></span></label></p>
        <p><label>Quantity<br><span class="wpcf7-form-control-wrap" data-name="quantity"><input type="number" name="quantity" value="1"></span></label></p>
        <p><label>Coupon code<br><span class="wpcf7-form-control-wrap" data-name="coupon"><input type="text" name="coupon" aria-invalid="false"></span></label></p>
      </form>
      <div class="eacf7-payment"></div>
    </div>`;
  const container = document.querySelector('.eacf7-payment') as HTMLElement;
  if (payment) container.setAttribute('data-payment', JSON.stringify(payment));
  return container;
}

function context(call: jest.Mock, globals: Record<string, unknown> = { eacf7IntegrationsData_2: { enablePayPal: true } }): ModuleContext {
  const client = { call, upload: jest.fn(), postForm: jest.fn() } as unknown as AjaxClient;
  return {
    globals,
    client: () => Promise.resolve(client),
    builder: { active: false, type: null },
    events: createEventBus(document),
    log: { debug: jest.fn(), warn: jest.fn(), error: jest.fn() },
  } as ModuleContext;
}

const unmounts: Unmount[] = [];
afterEach(() => {
  act(() => unmounts.splice(0).forEach((unmount) => unmount()));
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

async function mount(call = jest.fn(), globals?: Record<string, unknown>) {
  const el = buildForm();
  const ctx = context(call, globals);
  await act(async () => {
    unmounts.push((await paymentModule.mount(el, ctx)) as Unmount);
  });
  return { el, ctx, call };
}

const totalText = () => document.querySelector('.eacf7-payment__total dd')?.textContent;

test('shows the live total of the form and recomputes it on every change', async () => {
  await mount();
  expect(screen.getByRole('region', { name: 'Payment' })).toBeTruthy();
  expect(totalText()).toBe('$29.50');
  const ticket = document.querySelector('select') as HTMLSelectElement;
  await act(async () => {
    ticket.value = 'VIP';
    fireEvent.change(ticket);
  });
  expect(totalText()).toBe('$64.50');
});

test('does nothing when the form does not enable payments', async () => {
  const el = buildForm();
  const unmount = (await paymentModule.mount(el, context(jest.fn(), {}))) as Unmount;
  expect(el.childElementCount).toBe(0);
  expect(document.querySelector('.eacf7-coupon-button')).toBeNull();
  unmount();
});

test('a coupon: Add checks it once, even on a double click; applied, it makes the input read-only and the button Remove', async () => {
  const call = jest.fn(() => Promise.resolve({ discount: 10, type: 'percentage', message: 'Coupon applied.' }));
  await mount(call);
  const input = screen.getByLabelText('Coupon code') as HTMLInputElement;
  input.value = 'WELCOME10';
  const add = screen.getByRole('button', { name: 'Add coupon' });
  await act(async () => {
    add.click();
    add.click();
  });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Remove coupon' }).textContent).toBe('Remove'));
  expect(call).toHaveBeenCalledTimes(1);
  expect(call).toHaveBeenCalledWith('coupon_check', { formId: 2, coupon: 'WELCOME10', total: 29.5 }, expect.anything());
  expect(input.readOnly).toBe(true);
  expect(totalText()).toBe('$26.55');
  await act(async () => screen.getByRole('button', { name: 'Remove coupon' }).click());
  expect(input.readOnly).toBe(false);
  expect(input.value).toBe('');
  expect(document.activeElement).toBe(input);
  expect(totalText()).toBe('$29.50');
});

test('a refused coupon shows the server’s words as the input’s invalid tip; editing clears it', async () => {
  const call = jest.fn(() => Promise.reject(Object.assign(new Error('refused'), { kind: 'action-failed', action: 'coupon_check', serverMessage: 'This coupon has expired.' })));
  await mount(call);
  const input = screen.getByLabelText('Coupon code') as HTMLInputElement;
  input.value = 'SPRING2020';
  await act(async () => screen.getByRole('button', { name: 'Add coupon' }).click());
  await waitFor(() => expect(document.querySelector('.wpcf7-not-valid-tip')?.textContent).toBe('This coupon has expired.'));
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(input.getAttribute('aria-describedby')).toBe('wpcf7-f2-o1-ve-coupon');
  await act(async () => fireEvent.input(input));
  expect(document.querySelector('.wpcf7-not-valid-tip')).toBeNull();
  expect(input.getAttribute('aria-invalid')).toBe('false');
});

test('the provider SDK is requested only after the form is sent, once', async () => {
  const { ctx } = await mount(jest.fn(), { eacf7IntegrationsData_2: { enablePayPal: true }, cmsmf_services: { paymentSdkUrl: 'https://pay.example/sdk.js', paymentClientId: 'client-1' } });
  expect(document.querySelector('script[data-cmsmf-payment-sdk]')).toBeNull();
  const inputs = [{ name: 'ticket', value: 'VIP' }, { name: 'quantity', value: '2' }, { name: 'coupon', value: 'TYPEDBUTNOTADDED' }];
  await act(async () => ctx.events.emit('cmsmf:form-mail-sent', { formId: 3, unitTag: 'x', inputs }));
  expect(document.querySelector('script[data-cmsmf-payment-sdk]')).toBeNull();
  await act(async () => ctx.events.emit('cmsmf:form-mail-sent', { formId: 2, unitTag: 'wpcf7-f2-o1', inputs }));
  const scripts = document.querySelectorAll<HTMLScriptElement>('script[data-cmsmf-payment-sdk]');
  expect(scripts).toHaveLength(1);
  expect(scripts[0]!.src).toBe('https://pay.example/sdk.js?client-id=client-1&currency=USD&components=buttons&intent=capture');
  expect(screen.getByRole('region', { name: 'Payment' }).textContent).toContain('Loading the payment service…');
  // The order's total, from what was sent: a coupon typed but never added does not count.
  expect(totalText()).toBe('$124.50');
  await act(async () => fireEvent.error(scripts[0]!));
  expect(screen.getByRole('alert').textContent).toBe('The payment service could not be loaded. Check your connection and try again.');
  await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
  expect(document.querySelectorAll('script[data-cmsmf-payment-sdk]')).toHaveLength(1);
});

test('unmount removes everything it added', async () => {
  const { el } = await mount();
  act(() => unmounts.splice(0).forEach((unmount) => unmount()));
  expect(el.childElementCount).toBe(0);
  expect(document.querySelector('.eacf7-coupon-button')).toBeNull();
  expect(document.querySelector('style[data-cmsmf-style-payment]')).toBeNull();
});
