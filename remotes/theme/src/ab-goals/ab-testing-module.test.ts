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
