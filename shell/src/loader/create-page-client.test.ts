/** @jest-environment jsdom */
import { createAjaxClient } from '@cms-mf/shared-contracts/client';
import { createPageClient } from './create-page-client';

jest.mock('@cms-mf/shared-contracts/client', () => ({ createAjaxClient: jest.fn(() => ({})) }));

const globals = window as unknown as Record<string, unknown>;
afterEach(() => {
  delete globals.eacf7;
  delete globals.et_pb_custom;
  jest.mocked(createAjaxClient).mockClear();
});

const optionsPassed = () => jest.mocked(createAjaxClient).mock.calls[0]![0];

test('an empty eacf7.ajaxUrl falls through to the builder URL, never to the current page', () => {
  globals.eacf7 = { ajaxUrl: '', nonce: 'n1' };
  globals.et_pb_custom = { ajaxurl: '/builder-ajax.php', et_frontend_nonce: 'n2' };
  createPageClient(window);
  expect(optionsPassed().ajaxUrl).toBe(new URL('/builder-ajax.php', window.location.href).href);
  expect(optionsPassed().nonces).toEqual({ eacf7: 'n1', et_frontend: 'n2', et_ab_log: undefined });
});

test('without any ajax URL the CMS default is used', () => {
  globals.eacf7 = { ajaxUrl: '  ' };
  createPageClient(window);
  expect(optionsPassed().ajaxUrl).toBe(new URL('/wp-admin/admin-ajax.php', window.location.href).href);
});
