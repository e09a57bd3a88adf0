/** @jest-environment jsdom */
import type { ModuleContext } from '@cms-mf/shared-contracts';
import { testContext } from '../test-support/test-context';
import { abTestingModule } from './ab-testing-module';
import { requestAbLog } from './ab-log-event';

type Seen = { entry: { isIntersecting: boolean }; callback: (entries: { isIntersecting: boolean }[]) => void };
const observers: Seen[] = [];
beforeAll(() => {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    constructor(private readonly callback: Seen['callback']) {}
    observe(): void {
      observers.push({ entry: { isIntersecting: false }, callback: this.callback });
    }
    disconnect(): void {}
  };
});

const page = `<div class="et_pb_ab_subject et_pb_ab_subject_id-7_2"><h2>B</h2></div><a class="et_pb_button et_pb_ab_goal et_pb_ab_goal_id-7" href="#go">Go</a>`;
const globals = { et_pb_custom: { ab_tests: [{ post_id: 7, test_id: 8 }], is_ab_testing_active: true, ab_bounce_rate: 2, is_cache_plugin_active: 'no' as const } };

function context(builder = false): { ctx: ModuleContext; calls: unknown[] } {
  const calls: unknown[] = [];
  const base = testContext(globals);
  const client = { call: jest.fn(async (_action: string, payload: { stats_data_array: { record_type: string } }) => void calls.push(payload.stats_data_array.record_type)) };
  return { ctx: { ...base, client: async () => client as never, builder: { active: builder, type: builder ? 'fb' : null } }, calls };
}

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = page;
  observers.length = 0;
  for (const cookie of document.cookie.split(';')) document.cookie = `${cookie.split('=')[0]!.trim()}=; max-age=0; path=/`;
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

test('logs each goal once per visitor: read_page, view_goal, read_goal, click_goal, con_goal', async () => {
  const { ctx, calls } = context();
  const unmount = await abTestingModule.mount(document.body, ctx);
  jest.advanceTimersByTime(2000);
  observers[0]!.callback([{ isIntersecting: true }]);
  jest.advanceTimersByTime(3000);
  document.querySelector<HTMLElement>('.et_pb_ab_goal')!.click();
  document.querySelector<HTMLElement>('.et_pb_ab_goal')!.click();
  requestAbLog(document.querySelector('.et_pb_ab_goal')!, 'con_goal');
  requestAbLog(document.querySelector('.et_pb_ab_goal')!, 'con_goal');
  await flush();
  expect(calls).toEqual(['read_page', 'view_goal', 'read_goal', 'click_goal', 'con_goal']);
  expect(document.cookie).toContain('et_pb_ab_read_page_782=true');
  expect(document.cookie).toContain('et_pb_ab_click_goal_78=true');
  unmount();

  // A reload: the cookies and the local flags say it was all logged.
  const again = context();
  await abTestingModule.mount(document.body, again.ctx);
  jest.advanceTimersByTime(10_000);
  observers.at(-1)?.callback([{ isIntersecting: true }]);
  jest.advanceTimersByTime(10_000);
  document.querySelector<HTMLElement>('.et_pb_ab_goal')!.click();
  await flush();
  expect(again.calls).toEqual([]);
});

test('a goal that leaves the view within 3 s is seen but not read', async () => {
  const { ctx, calls } = context();
  await abTestingModule.mount(document.body, ctx);
  observers[0]!.callback([{ isIntersecting: true }]);
  jest.advanceTimersByTime(1000);
  observers[0]!.callback([{ isIntersecting: false }]);
  jest.advanceTimersByTime(5000);
  await flush();
  expect(calls).toEqual(['view_goal', 'read_page']);
});

test('logs nothing in a builder mode', async () => {
  const { ctx, calls } = context(true);
  await abTestingModule.mount(document.body, ctx);
  jest.advanceTimersByTime(10_000);
  document.querySelector<HTMLElement>('.et_pb_ab_goal')!.click();
  await flush();
  expect(calls).toEqual([]);
  expect(observers).toHaveLength(0);
});

test('a shop module that is a goal remembers the subject for the order page when an item is added to the cart', async () => {
  document.body.innerHTML = `<div class="et_pb_ab_subject_id-7_2"></div><div class="et_pb_shop et_pb_ab_goal et_pb_ab_goal_id-7"><ul class="products"><li class="product">` +
    `<a class="woocommerce-LoopProduct-link" href="#p">Tour</a><a class="button add_to_cart_button" href="#add">Add to cart</a></li></ul></div>`;
  const { ctx, calls } = context();
  await abTestingModule.mount(document.body, ctx);
  document.querySelector<HTMLElement>('.woocommerce-LoopProduct-link')!.click();
  expect(document.cookie).not.toContain('et_pb_ab_shop_log');
  document.querySelector<HTMLElement>('.add_to_cart_button')!.click();
  await flush();
  // `{postId}_{subjectId}_{testId}`; the conversion itself is logged on the order page, not here.
  expect(document.cookie).toContain('et_pb_ab_shop_log=7_2_8');
  expect(calls).toEqual([]);
});

test('with shortcode tracking on, the subject is remembered for the tracking page; the tracking page logs con_short once', async () => {
  const { ctx } = context();
  const custom = { ...globals.et_pb_custom, is_shortcode_tracking: 'on' };
  await abTestingModule.mount(document.body, { ...ctx, globals: { et_pb_custom: custom } });
  expect(document.cookie).toContain('et_pb_ab_shortcode_track_7=7_2_8');

  document.body.innerHTML = '<div class="et_pb_ab_split_track" data-test_id="7"></div>';
  const tracking = context();
  await abTestingModule.mount(document.body, tracking.ctx);
  const again = context();
  await abTestingModule.mount(document.body, again.ctx);
  await flush();
  expect([tracking.calls, again.calls]).toEqual([['con_short'], []]);
});
