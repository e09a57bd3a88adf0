import { ACTION_POLICIES, type ActionMap } from '../../actions/action-map';
import { type AjaxClientOptions, createAjaxClient } from '../index';
import type { PolicyTable } from '../policy-table';

/** A policy table of test actions, so the tests do not depend on the real action list. */
export interface TestMap {
  cmsmf_refresh_nonce: ActionMap['cmsmf_refresh_nonce'];
  /** eacf7-style: nonce in `nonce`, not retryable (it has side effects). */
  test_send: {
    request: { name?: string; count?: number; agree?: boolean; tags?: string[]; meta?: object; file?: Blob; empty?: null; gone?: undefined; nonce?: string };
    answer: { id: number };
  };
  /** Divi-style: nonce in `et_frontend_nonce`, retryable (a read). */
  test_read: { request: { id?: number }; answer: { id: number } };
  /** Upload-style: long timeout, not retryable. */
  test_upload: { request: { form_id: number; file: Blob }; answer: { url: string } };
}

const parseId = (data: unknown) => {
  const id = (data as { id?: unknown } | null)?.id;
  if (typeof id !== 'number') throw new TypeError('answer has no numeric id');
  return { id };
};

export const TEST_POLICIES: PolicyTable<TestMap> = {
  cmsmf_refresh_nonce: ACTION_POLICIES.cmsmf_refresh_nonce,
  test_send: { nonce: { kind: 'eacf7', field: 'nonce' }, timeoutMs: 2_000, retryable: false, parseAnswer: parseId },
  test_read: { nonce: { kind: 'et_frontend', field: 'et_frontend_nonce' }, timeoutMs: 2_000, retryable: true, parseAnswer: parseId },
  test_upload: {
    nonce: { kind: 'eacf7', field: 'nonce' },
    timeoutMs: 5_000,
    retryable: false,
    parseAnswer: (data) => {
      const url = (data as { url?: unknown } | null)?.url;
      if (typeof url !== 'string') throw new TypeError('answer has no url');
      return { url };
    },
  },
};

/** The nonces the page printed, as a caller reads them from `eacf7` and `et_pb_custom`. */
export const PAGE_NONCES = { eacf7: 'eacf7-old', et_frontend: 'et-old', et_ab_log: 'ab-old' } as const;

/** A client on the test table with the page's nonces; `options` override either. */
export const testClient = (ajaxUrl: string, options: Partial<AjaxClientOptions<TestMap>> = {}) =>
  createAjaxClient<TestMap>({ ajaxUrl, nonces: PAGE_NONCES, policies: TEST_POLICIES, ...options });

/** The rejection of `promise`, for asserting several of its fields. */
export const rejectionOf = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
