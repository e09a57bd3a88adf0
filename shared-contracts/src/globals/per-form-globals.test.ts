import { PER_FORM_GLOBAL_KINDS, perFormGlobalName, readPerFormGlobal } from './per-form-globals';
import type { PageGlobals } from './page-globals';

describe('perFormGlobalName', () => {
  it('builds eacf7{Kind}Data_{formId}', () => {
    expect(perFormGlobalName('Redirection', 12)).toBe('eacf7RedirectionData_12');
    expect(perFormGlobalName('IBooking', '7')).toBe('eacf7IBookingData_7');
    expect(PER_FORM_GLOBAL_KINDS.map((kind) => perFormGlobalName(kind, 1))).toEqual([
      'eacf7ConditionalData_1',
      'eacf7RedirectionData_1',
      'eacf7PrePopulateData_1',
      'eacf7IntegrationsData_1',
      'eacf7UserRegistrationData_1',
      'eacf7ConversationalData_1',
      'eacf7PreviewSubmissionData_1',
      'eacf7CheckoutData_1',
      'eacf7SaveProgressData_1',
      'eacf7IBookingData_1',
      'eacf7DigitalSignatureData_1',
    ]);
  });
});

describe('readPerFormGlobal', () => {
  const globals: PageGlobals = {
    eacf7RedirectionData_12: { redirection: true, redirectionType: 'url', redirectURL: '/thanks' },
    eacf7ConditionalData_12: [{ field: 'g1', visibility: 'show', match: 'all', conditions: [] }],
    eacf7PrePopulateData_12: [],
    eacf7IntegrationsData_12: 'broken',
  };

  it('returns the typed settings of that form', () => {
    expect(readPerFormGlobal(globals, 'Redirection', 12)?.redirectURL).toBe('/thanks');
    expect(readPerFormGlobal(globals, 'Conditional', '12')).toHaveLength(1);
  });

  it('returns undefined when absent, for another form, or of the wrong kind', () => {
    expect(readPerFormGlobal(globals, 'Redirection', 13)).toBeUndefined();
    expect(readPerFormGlobal(globals, 'PrePopulate', 12)).toBeUndefined();
    expect(readPerFormGlobal(globals, 'Integrations', 12)).toBeUndefined();
    expect(readPerFormGlobal({ eacf7ConditionalData_1: {} }, 'Conditional', 1)).toBeUndefined();
  });
});
