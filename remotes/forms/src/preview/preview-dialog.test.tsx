import { act, fireEvent, screen, within } from '@testing-library/react';
import { useDialogStub } from '@cms-mf/test-support/doubles/dialog-stub';
import { testContext } from '../test-support/test-context';
import { createPreviewDialog } from './preview-dialog';

let controller: AbortController;
useDialogStub({ laidOut: true });
afterEach(() => {
  act(() => controller.abort());
  document.body.innerHTML = '';
});

function setup(name = '') {
  controller = new AbortController();
  document.body.innerHTML = `<form class="wpcf7-form">
    <p><label>Your name<br><span class="wpcf7-form-control-wrap" data-name="your-name"><input type="text" name="your-name" value="${name}"></span></label></p>
    <p><button type="button" class="eacf7-preview">Preview</button><input type="submit" value="Send"></p></form>`;
  const form = document.querySelector('form')!;
  const button = document.querySelector<HTMLButtonElement>('.eacf7-preview')!;
  const submits = jest.fn((event: Event) => event.preventDefault());
  form.addEventListener('submit', submits);
  const preview = createPreviewDialog(button, form, testContext(), controller.signal);
  return { form, button, submits, show: () => act(() => preview.show()) };
}

test('shows what was filled as a Label/Value table, focus on Submit; Back closes and gives focus to the preview button', () => {
  const { button, show, submits } = setup('Ada <b>Lovelace</b>');
  button.focus();
  show();
  const dialog = screen.getByRole('dialog', { name: 'Preview Submission' });
  const table = within(dialog).getByRole('table');
  expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Label', 'Value']);
  expect(within(table).getByRole('rowheader').textContent).toBe('Your name');
  // Text, never HTML.
  expect(within(table).getByRole('cell').textContent).toBe('Ada <b>Lovelace</b>');
  expect(table.querySelector('b')).toBeNull();
  expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Submit' }));
  act(() => void fireEvent.click(within(dialog).getByRole('button', { name: 'Back' })));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(button);
  expect(submits).not.toHaveBeenCalled();
});

test('an empty form shows the "No data found" picture; Submit closes and sends the form through its own submit', () => {
  const { show, submits } = setup();
  show();
  const dialog = screen.getByRole('dialog', { name: 'Preview Submission' });
  expect(within(dialog).queryByRole('table')).toBeNull();
  expect(within(dialog).getByRole('img', { name: 'No data found' })).toBeTruthy();
  act(() => void fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' })));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(submits).toHaveBeenCalledTimes(1);
});

test('shown again, the preview reads the form anew', () => {
  const { show, form } = setup('Ada');
  show();
  act(() => void fireEvent.click(screen.getByRole('button', { name: 'Back' })));
  form.querySelector('input')!.value = 'Grace';
  show();
  expect(screen.getByRole('cell').textContent).toBe('Grace');
});
