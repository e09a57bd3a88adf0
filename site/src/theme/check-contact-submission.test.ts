import type { FormDefinition } from '../cms/form-definition';
import { checkContactSubmission } from './check-contact-submission';

const form: FormDefinition = {
  id: 10,
  title: 'Harbour',
  plugin: 'divi',
  settings: {},
  fields: [
    { name: 'name', type: 'input', label: 'Name', rules: { required: true } },
    { name: 'boats', type: 'checkbox', label: 'Boats', options: ['Dinghy', 'Keelboat'] },
    { name: 'berth', type: 'input', label: 'Berth', rules: { required: true } },
  ],
  divi: { conditional_logic: { berth: { relation: 'any', rules: [['boats', 'is', 'Keelboat']] } } },
};

describe('checkContactSubmission: conditional logic on the server (theme-frontend.md §5)', () => {
  it('does not ask for a field its rules hide, even when the browser listed nothing (a post without scripts)', () => {
    expect(checkContactSubmission(form, { et_pb_contact_name_10: 'Ann', et_pb_contact_boats_10: ['Dinghy'] }).errors).toEqual([]);
  });
  it('asks for it once the rules show it', () => {
    const checked = checkContactSubmission(form, { et_pb_contact_name_10: 'Ann', et_pb_contact_boats_10: ['Dinghy', 'Keelboat'] });
    expect(checked.errors).toEqual(['Make sure you fill in all required fields.']);
    expect([...checked.invalidFields]).toEqual(['berth']);
  });
});
