/** @jest-environment jsdom */
import { applyConditionalLogic, readContactFields } from './read-contact-form';

const form = () => {
  document.body.innerHTML = `<form class="et_pb_contact_form">
    <p class="et_pb_contact_field" data-id="name" data-type="input"><label class="et_pb_contact_form_label" for="n">Name</label><input id="n" name="et_pb_contact_name_10" data-required_mark="required" value=" Ann "></p>
    <p class="et_pb_contact_field" data-id="boats" data-type="checkbox"><span class="et_pb_contact_field_options_title">Boats</span>
      <input type="checkbox" name="et_pb_contact_boats_10[]" value="Dinghy" data-required_mark="required"><input type="checkbox" name="et_pb_contact_boats_10[]" value="Keelboat" data-required_mark="required"></p>
    <p class="et_pb_contact_field" data-id="berth" data-type="input" data-conditional-logic='[["boats","is","Keelboat"]]' data-conditional-relation="any"><label class="et_pb_contact_form_label">Berth</label><input name="et_pb_contact_berth_10" data-required_mark="required"></p>
    <p class="et_pb_contact_field" data-id="reply" data-type="radio"><span class="et_pb_contact_field_options_title">Reply by</span>
      <input type="radio" name="et_pb_contact_reply_10" value="Email" data-required_mark="not_required" checked><input type="radio" name="et_pb_contact_reply_10" value="Phone" data-required_mark="not_required"></p>
  </form>`;
  return document.querySelector('form')!;
};

test('reads fields, groups and their labels as the checks need them', () => {
  expect(readContactFields(form())).toEqual([
    { id: 'name', name: 'et_pb_contact_name_10', type: 'input', label: 'Name', required: true, value: ' Ann ', hidden: false },
    { id: 'boats', name: 'et_pb_contact_boats_10', type: 'checkbox', label: 'Boats', required: true, value: [], hidden: false },
    { id: 'berth', name: 'et_pb_contact_berth_10', type: 'input', label: 'Berth', required: true, value: '', hidden: false },
    { id: 'reply', name: 'et_pb_contact_reply_10', type: 'radio', label: 'Reply by', required: false, value: 'Email', hidden: false },
  ]);
});

test('hides and shows fields by their rules, and reads them as hidden', () => {
  const el = form();
  applyConditionalLogic(el);
  const berth = el.querySelector<HTMLElement>('[data-id="berth"]')!;
  expect(berth.hidden).toBe(true);
  expect(berth.classList.contains('et_pb_contact_field--hidden')).toBe(true);
  expect(readContactFields(el).find((field) => field.id === 'berth')!.hidden).toBe(true);
  el.querySelector<HTMLInputElement>('input[value="Keelboat"]')!.checked = true;
  applyConditionalLogic(el);
  expect(berth.hidden).toBe(false);
});

test('a checkbox group is named by its title only, not by the label of its first option', () => {
  document.body.innerHTML = `<form><p class="et_pb_contact_field" data-id="consent" data-type="checkbox">
    <span class="et_pb_contact_field_checkbox"><input type="checkbox" id="c" name="et_pb_contact_consent_10[]" value="Yes" data-required_mark="required"><label for="c">I agree to be contacted</label></span></p></form>`;
  expect(readContactFields(document.querySelector('form')!)).toMatchObject([{ id: 'consent', type: 'checkbox', label: '', required: true }]);
});
