import { createEventBus, type AjaxClient, type ModuleContext } from '@cms-mf/shared-contracts';

/** A client whose methods are jest mocks; each test says what they answer. */
export interface FakeClient {
  readonly call: jest.Mock;
  readonly upload: jest.Mock;
  readonly postForm: jest.Mock;
}

export function fakeClient(): FakeClient {
  return {
    call: jest.fn(() => Promise.reject(new Error('call not expected'))),
    upload: jest.fn(() => Promise.reject(new Error('upload not expected'))),
    postForm: jest.fn(() => Promise.reject(new Error('postForm not expected'))),
  };
}

/** A module context on the document's real event bus, with a fake client and a silent logger. */
export function testContext(client: FakeClient = fakeClient(), overrides: Partial<ModuleContext> = {}): ModuleContext & { client: jest.Mock } {
  return {
    globals: {},
    client: jest.fn(() => Promise.resolve(client as unknown as AjaxClient)),
    builder: { active: false, type: null },
    events: createEventBus(document),
    log: { debug: jest.fn(), warn: jest.fn(), error: jest.fn() },
    ...overrides,
  } as ModuleContext & { client: jest.Mock };
}

/** A promise with its settle functions outside, to hold a request open. */
export function deferred<T>(): { promise: Promise<T>; resolve(value: T): void; reject(error: unknown): void } {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets pending promise callbacks run. */
export const flush = async (times = 5): Promise<void> => {
  for (let i = 0; i < times; i += 1) await Promise.resolve();
};

/** An error shaped like the client's (`kind` is what modules read). */
/** An error as the page's client rejects with: a `kind`, the `action`, and for refusals the server's words. */
export const clientError = (kind: string, message = `${kind} error`) =>
  Object.assign(new Error(message), { kind, action: 'test_action', ...(kind === 'action-failed' ? { serverMessage: message } : {}) });

/** The page globals of a site with the pro flag, which every pro module needs to mount (common/pro-flag.ts). */
export const PRO_GLOBALS = { eacf7: { isPro: true } } as const;
