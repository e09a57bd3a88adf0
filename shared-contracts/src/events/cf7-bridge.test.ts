import { toFormMailSent } from './cf7-bridge';
import type { Cf7SubmitDetail } from './cf7-events';

const detail = (extra: Partial<Cf7SubmitDetail> = {}): Cf7SubmitDetail => ({
  contactFormId: 12,
  pluginVersion: '6.2',
  contactFormLocale: 'en_US',
  unitTag: 'wpcf7-f12-o1',
  containerPostId: 5,
  status: 'mail_sent',
  inputs: [{ name: 'your-name', value: 'Ada' }],
  formData: new FormData(),
  ...extra,
});

describe('toFormMailSent', () => {
  it('keeps the form id, unit tag and inputs', () => {
    expect(toFormMailSent(detail())).toEqual({ formId: 12, unitTag: 'wpcf7-f12-o1', inputs: [{ name: 'your-name', value: 'Ada' }] });
  });

  it('carries the redirect an add-on put in the API response', () => {
    const apiResponse = { contact_form_id: 12, status: 'mail_sent', message: 'Sent', into: '#wpcf7-f12-o1', invalid_fields: [], redirect: '/checkout/' };
    expect(toFormMailSent(detail({ apiResponse })).redirect).toBe('/checkout/');
  });
});
