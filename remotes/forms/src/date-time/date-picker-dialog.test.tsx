import { act, fireEvent, screen, within } from '@testing-library/react';
import type { DateTimeLimits, DateTimeValue } from '@cms-mf/shared-contracts/fields';
import { useDialogStub } from '@cms-mf/test-support/doubles/dialog-stub';
import { openDatePicker } from './date-picker-dialog';

let teardown: (() => void) | undefined;
useDialogStub();
afterEach(() => {
  act(() => teardown?.());
  document.body.innerHTML = '';
});

// Friday 12 June 2026, 14:30; Sundays are excluded.
const VALUE: DateTimeValue = { date: { year: 2026, month: 6, day: 12 }, time: { hour: 14, minute: 30 } };

function open(shows = { date: true, time: true }, limits: DateTimeLimits = { excludeDays: [0] }, value: DateTimeValue | null = VALUE) {
  const chosen: DateTimeValue[] = [];
  const onClose = jest.fn();
  act(() => {
    teardown = openDatePicker({ doc: document, format: 'd/m/Y h:i A', shows, limits, locale: 'en-GB', value, fieldLabel: 'When', onChoose: (v) => chosen.push(v), onClose });
  });
  const dialog = () => screen.queryByRole('dialog');
  const key = (k: string, init: KeyboardEventInit = {}) => act(() => void fireEvent.keyDown(document.activeElement!, { key: k, ...init }));
  return { chosen, onClose, dialog, key };
}

test('opens as a modal dialog named for the field, focus on the chosen day, its month as the heading', () => {
  const { dialog } = open();
  expect(dialog()).toBe(screen.getByRole('dialog', { name: 'Choose date and time: When' }));
  const grid = screen.getByRole('grid', { name: 'June 2026' });
  expect(document.activeElement).toBe(within(grid).getByRole('gridcell', { name: 'Friday, 12 June 2026' }));
  expect(document.activeElement?.getAttribute('aria-selected')).toBe('true');
  expect(within(grid).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  expect(within(grid).getByRole('gridcell', { name: 'Sunday, 14 June 2026' }).getAttribute('aria-disabled')).toBe('true');
  expect((screen.getByRole('combobox', { name: 'Time' }) as HTMLSelectElement).value).toBe('14:30');
});

test('the arrows, Home/End and Page Up/Down move the one tab stop, across months and (with Shift) years', () => {
  const { key } = open();
  key('ArrowRight');
  expect(document.activeElement?.getAttribute('aria-label')).toBe('Saturday, 13 June 2026');
  expect(document.activeElement?.getAttribute('tabindex')).toBe('0');
  key('ArrowDown');
  key('Home');
  expect(document.activeElement?.getAttribute('aria-label')).toBe('Sunday, 14 June 2026');
  key('PageDown');
  expect(document.activeElement?.getAttribute('aria-label')).toBe('Tuesday, 14 July 2026');
  expect(screen.getByRole('heading').textContent).toBe('July 2026');
  key('PageUp', { shiftKey: true });
  expect(screen.getByRole('heading').textContent).toBe('July 2025');
  expect(screen.getAllByRole('gridcell').filter((cell) => cell.tabIndex === 0)).toHaveLength(1);
  fireEvent.click(screen.getByRole('button', { name: 'Next year' }));
  expect(screen.getByRole('heading').textContent).toBe('July 2026');
});

test('Enter on an excluded day says so; on a free day it chooses it and goes to the time; Choose commits both and closes', () => {
  const { key, chosen, onClose, dialog } = open();
  key('ArrowRight');
  key('ArrowRight');
  key('Enter');
  expect(screen.getByRole('status').textContent).toBe('This day is not available.');
  key('ArrowRight');
  key(' ');
  expect(screen.getByRole('status').textContent).toBe('');
  expect(screen.getByRole('gridcell', { name: 'Monday, 15 June 2026' }).getAttribute('aria-selected')).toBe('true');
  const time = screen.getByRole('combobox', { name: 'Time' }) as HTMLSelectElement;
  expect(document.activeElement).toBe(time);
  expect(within(time).getByRole('option', { name: '02:30 PM' })).toBeTruthy();
  act(() => void fireEvent.change(time, { target: { value: '09:00' } }));
  act(() => void fireEvent.click(screen.getByRole('button', { name: 'Choose' })));
  expect(chosen).toEqual([{ date: { year: 2026, month: 6, day: 15 }, time: { hour: 9, minute: 0 } }]);
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(dialog()).toBeNull();
  expect(document.querySelector('.cmsmf-datepicker-root')).toBeNull();
});

test('a click chooses a day; a date-only picker chooses and closes on Enter', () => {
  const picker = open({ date: true, time: false });
  act(() => void fireEvent.click(screen.getByRole('gridcell', { name: 'Wednesday, 17 June 2026' })));
  expect(screen.getByRole('gridcell', { name: 'Wednesday, 17 June 2026' }).getAttribute('aria-selected')).toBe('true');
  expect(document.activeElement?.getAttribute('aria-label')).toBe('Wednesday, 17 June 2026');
  picker.key('ArrowLeft');
  picker.key('Enter');
  expect(picker.chosen).toEqual([{ date: { year: 2026, month: 6, day: 16 } }]);
  expect(picker.dialog()).toBeNull();
});

test('Choose without a day asks for one; a day out of range is refused; Escape and Cancel close without a choice', () => {
  // Opens on the last day allowed, today being later.
  const limits: DateTimeLimits = { max: { date: { year: 2020, month: 6, day: 10 } } };
  const picker = open({ date: true, time: false }, limits, null);
  fireEvent.click(screen.getByRole('button', { name: 'Choose' }));
  expect(screen.getByRole('status').textContent).toBe('Choose a day first.');
  expect(document.activeElement?.getAttribute('aria-label')).toBe('Wednesday, 10 June 2020');
  act(() => void fireEvent.click(screen.getByRole('gridcell', { name: 'Saturday, 20 June 2020' })));
  expect(screen.getByRole('status').textContent).toBe('This day is outside the dates you can choose.');
  const cancel = new Event('cancel', { cancelable: true });
  act(() => void picker.dialog()!.dispatchEvent(cancel));
  expect(cancel.defaultPrevented).toBe(true);
  expect(picker.dialog()).toBeNull();
  expect(picker.onClose).toHaveBeenCalledTimes(1);
  expect(picker.chosen).toEqual([]);

  const again = open({ date: false, time: true }, {}, null);
  expect(screen.getByRole('dialog', { name: 'Choose time: When' })).toBeTruthy();
  expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Time' }));
  expect((document.activeElement as HTMLSelectElement).value).toBe('09:00');
  act(() => void fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
  expect(again.dialog()).toBeNull();
  expect(again.chosen).toEqual([]);
});
