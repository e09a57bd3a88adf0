import { getByRole } from '@testing-library/dom';
import { JSDOM, VirtualConsole } from 'jsdom';
import { startStandins, type RunningStandins } from '../testing/start-standins';

/**
 * The SDK in a jsdom window, loaded by a <script src> over real HTTP the way a
 * browser (and `loadScript`) loads it. Jest's own jsdom environment has no
 * fetch/Request/Response for the Hono server, so this test runs in Node and
 * drives its own JSDOM window.
 */
let standins: RunningStandins;
beforeAll(async () => {
  standins = await startStandins();
});
afterAll(() => standins.close());

type PaypalWindow = Window & { paypal: { Buttons(options: object): { render(container: string | Element): Promise<void>; close(): Promise<void>; isEligible(): boolean } }; __paymentStandIn?: { next?: string } };

async function pageWithSdk(query = 'client-id=test&currency=USD'): Promise<{ window: PaypalWindow; errors: string[]; close(): void }> {
  const errors: string[] = [];
  const virtualConsole = new VirtualConsole();
  virtualConsole.on('jsdomError', (error) => errors.push(error.message));
  const origin = new URL(standins.base).origin;
  const dom = new JSDOM(`<!doctype html><html><body><div id="pay"></div><script src="${standins.base}/payments/sdk.js?${query}"></script></body></html>`, {
    url: `${origin}/checkout`,
    runScripts: 'dangerously',
    resources: 'usable',
    virtualConsole,
  });
  await new Promise((resolve) => dom.window.addEventListener('load', resolve));
  return { window: dom.window as unknown as PaypalWindow, errors, close: () => dom.window.close() };
}

/** Renders the buttons with callbacks that record what happened, and clicks. */
async function buy(window: PaypalWindow, value = '19.99') {
  const seen: { approve?: unknown; capture?: Record<string, unknown>; replay?: Error; cancel?: unknown; error?: Error } = {};
  let buttons: ReturnType<PaypalWindow['paypal']['Buttons']> | undefined;
  const done = new Promise<void>((resolve) => {
    buttons = window.paypal.Buttons({
      style: { label: 'pay', color: 'blue' },
      createOrder: (_data: unknown, actions: { order: { create(body: object): Promise<string> } }) => actions.order.create({ purchase_units: [{ amount: { value } }] }),
      onApprove: async (data: unknown, actions: { order: { capture(): Promise<Record<string, unknown>> } }) => {
        seen.approve = data;
        seen.capture = await actions.order.capture();
        seen.replay = await actions.order.capture().then(() => undefined, (error: Error) => error);
        resolve();
      },
      onCancel: (data: unknown) => {
        seen.cancel = data;
        resolve();
      },
      onError: (error: Error) => {
        seen.error = error;
        resolve();
      },
    });
    void buttons.render('#pay').then(() => getByRole(window.document.body, 'button', { name: 'Pay with PayPal' }).click());
  });
  await done;
  await buttons?.close();
  return seen;
}

test('the script defines paypal.Buttons and renders an accessible button', async () => {
  const page = await pageWithSdk();
  try {
    expect(page.errors).toEqual([]);
    expect(page.window.paypal.Buttons({}).isEligible()).toBe(true);
    const buttons = page.window.paypal.Buttons({ style: { label: 'checkout' } });
    await buttons.render(page.window.document.getElementById('pay') as Element);
    const button = getByRole(page.window.document.body, 'button', { name: 'PayPal Checkout' });
    expect(button.getAttribute('type')).toBe('button');
    await buttons.close();
    expect(page.window.document.querySelector('button')).toBeNull();
    await expect(page.window.paypal.Buttons({}).render('#missing')).rejects.toThrow('does not exist');
  } finally {
    page.close();
  }
});

test('by default a click approves: onApprove gets the order and payer, capture gives payer and transaction id, a replay fails', async () => {
  const page = await pageWithSdk();
  try {
    const seen = await buy(page.window);
    expect(seen.error).toBeUndefined();
    expect(seen.approve).toMatchObject({ orderID: expect.stringMatching(/^[A-Z0-9]{17}$/), payerID: expect.stringMatching(/^[A-Z0-9]{13}$/) });
    expect(seen.capture).toMatchObject({
      status: 'COMPLETED',
      payer: { name: { given_name: 'Test', surname: 'Buyer' }, email_address: 'buyer@example.com' },
      purchase_units: [{ amount: { currency_code: 'USD', value: '19.99' }, payments: { captures: [{ id: expect.stringMatching(/^[A-Z0-9]{17}$/) }] } }],
    });
    expect(seen.replay?.message).toContain('ORDER_ALREADY_CAPTURED');
  } finally {
    page.close();
  }
});

test('window.__paymentStandIn.next = "cancel" calls onCancel with the order id', async () => {
  const page = await pageWithSdk();
  try {
    page.window.__paymentStandIn = { next: 'cancel' };
    const seen = await buy(page.window);
    expect(seen.cancel).toEqual({ orderID: expect.stringMatching(/^[A-Z0-9]{17}$/) });
    expect(seen.approve).toBeUndefined();
  } finally {
    page.close();
  }
});

test('the button is busy while the flow runs, and usable again after', async () => {
  const page = await pageWithSdk('client-id=test&standin-next=cancel');
  try {
    const cancelled = new Promise<void>((resolve) => {
      void page.window.paypal
        .Buttons({ createOrder: () => 'ORDERFROMSERVER01', onCancel: () => resolve() })
        .render('#pay');
    });
    const button = getByRole(page.window.document.body, 'button', { name: 'PayPal' }) as HTMLButtonElement;
    button.click();
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await cancelled;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-busy')).toBe('false');
  } finally {
    page.close();
  }
});

test('window.__paymentStandIn.next = "fail" calls onError', async () => {
  const page = await pageWithSdk();
  try {
    page.window.__paymentStandIn = { next: 'fail' };
    const seen = await buy(page.window);
    expect(seen.error?.message).toContain('payment failed');
    expect(seen.approve).toBeUndefined();
  } finally {
    page.close();
  }
});

test('the standin-next query parameter sets the outcome when the page sets no hook; the hook wins', async () => {
  const page = await pageWithSdk('client-id=test&standin-next=cancel');
  try {
    expect((await buy(page.window)).cancel).toBeDefined();
    page.window.__paymentStandIn = { next: 'approve' };
    expect((await buy(page.window)).capture).toBeDefined();
  } finally {
    page.close();
  }
});

test('provider refusals and bad hooks reach onError', async () => {
  const page = await pageWithSdk('client-id=test&currency=EUR');
  try {
    expect((await buy(page.window, '-1')).error?.message).toContain('INVALID_PARAMETER_VALUE');
    page.window.__paymentStandIn = { next: 'maybe' };
    expect((await buy(page.window)).error?.message).toContain('__paymentStandIn.next');
  } finally {
    page.close();
  }
});

test('without a hook, the rendered "Test buyer’s choice" select decides, starting at standin-next', async () => {
  const page = await pageWithSdk('client-id=test&standin-next=cancel');
  try {
    const buttons = page.window.paypal.Buttons({});
    await buttons.render('#pay');
    const select = page.window.document.querySelector('select') as HTMLSelectElement;
    expect(select.labels?.[0]?.textContent).toContain('Test buyer’s choice');
    expect(select.value).toBe('cancel');
    await buttons.close();
    // The visitor picks another outcome on the next buttons before clicking.
    const seen = await new Promise<{ error?: Error; approved?: boolean }>((resolve) => {
      const next = page.window.paypal.Buttons({
        createOrder: (_data: unknown, actions: { order: { create(body: object): Promise<string> } }) => actions.order.create({ purchase_units: [{ amount: { value: '5.00' } }] }),
        onApprove: () => resolve({ approved: true }),
        onCancel: () => resolve({}),
        onError: (error: Error) => resolve({ error }),
      });
      void next.render('#pay').then(() => {
        const choice = page.window.document.querySelector('select') as HTMLSelectElement;
        choice.value = 'approve';
        getByRole(page.window.document.body, 'button', { name: 'PayPal' }).click();
      });
    });
    expect(seen).toEqual({ approved: true });
  } finally {
    page.close();
  }
});
