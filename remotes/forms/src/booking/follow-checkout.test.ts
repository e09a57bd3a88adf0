/** @jest-environment jsdom */
import type { Cf7SubmitDetail } from '@cms-mf/shared-contracts';
import { CHECKOUT_AFTER_SEND_DELAY_MS, followCheckout } from './follow-checkout';
import { testContext } from '../test-support/test-context';

/** A form in a window that records where the page was sent (jsdom cannot navigate); its timers are jest's. */
function setUp() {
  const assign = jest.fn();
  const win = { setTimeout: (run: () => void, ms: number) => setTimeout(run, ms), clearTimeout: (timer: number) => clearTimeout(timer), location: { assign } };
  const form = { ownerDocument: { defaultView: win } } as unknown as HTMLFormElement;
  const ctx = testContext();
  const abort = new AbortController();
  const run = followCheckout(form, ctx, abort.signal);
  const sent = (redirect?: string) => run({ contactFormId: 151, status: 'mail_sent', apiResponse: redirect === undefined ? {} : { redirect } } as unknown as Cf7SubmitDetail);
  return { assign, ctx, abort, sent };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
});

test('the checkout delay is the spec\'s 1000 ms', () => {
  expect(CHECKOUT_AFTER_SEND_DELAY_MS).toBe(1000);
});

test('the page goes to the checkout 1000 ms after the send, not at 999 ms', () => {
  const { assign, sent } = setUp();
  sent('  /demo/checkout.html ');
  jest.advanceTimersByTime(999);
  expect(assign).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(assign).toHaveBeenCalledTimes(1);
  expect(assign).toHaveBeenCalledWith('/demo/checkout.html');
});

test.each(['javascript:alert(1)', 'data:text/html,<p>x</p>', '//evil.example/checkout', ' JavaScript:alert(1)'])('an unsafe redirect (%s) is refused and logged, never followed', (url) => {
  const { assign, ctx, sent } = setUp();
  sent(url);
  jest.advanceTimersByTime(5000);
  expect(assign).not.toHaveBeenCalled();
  expect(ctx.log.warn).toHaveBeenCalledWith(expect.stringContaining('refused'));
});

test('an answer without a redirect does nothing', () => {
  const { assign, ctx, sent } = setUp();
  sent();
  jest.advanceTimersByTime(5000);
  expect(assign).not.toHaveBeenCalled();
  expect(ctx.log.warn).not.toHaveBeenCalled();
});

test('an unmount before the delay ends cancels the redirect', () => {
  const { assign, abort, sent } = setUp();
  sent('https://shop.example/checkout/');
  jest.advanceTimersByTime(500);
  abort.abort();
  jest.advanceTimersByTime(5000);
  expect(assign).not.toHaveBeenCalled();
});
