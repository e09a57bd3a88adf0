import type { DateTimeLimits, DateTimeValue } from '@cms-mf/shared-contracts/fields';
import { createRoot } from 'react-dom/client';
import { DatePickerView } from './date-picker-view';

/** Adopted by the owner on the first opening. */
export { DATE_PICKER_CSS } from './date-picker-styles';

export interface DatePickerOptions {
  readonly doc: Document;
  readonly format: string;
  readonly shows: { readonly date: boolean; readonly time: boolean };
  readonly limits: DateTimeLimits;
  readonly locale: string;
  /** The field's current value, where the picker opens. */
  readonly value: DateTimeValue | null;
  /** The field's name, for the dialog's title. */
  readonly fieldLabel: string;
  readonly onChoose: (value: DateTimeValue) => void;
  /** The dialog closed (chosen or not): focus goes back to the opener. */
  readonly onClose: () => void;
}

let counter = 0;

/**
 * Opens the date picker dialog (date-picker-view.tsx) in a container of its
 * own at the end of the body; it goes away when the visitor chooses or
 * cancels (then `onClose`), or when the returned teardown is called.
 */
export function openDatePicker(options: DatePickerOptions): () => void {
  const { doc } = options;
  const container = doc.body.appendChild(doc.createElement('div'));
  container.className = 'cmsmf-datepicker-root';
  const root = createRoot(container);
  let closed = false;
  const remove = () => {
    if (closed) return false;
    closed = true;
    const dialog = container.querySelector('dialog');
    if (dialog?.open) dialog.close();
    root.unmount();
    container.remove();
    return true;
  };
  root.render(
    <DatePickerView
      format={options.format}
      shows={options.shows}
      limits={options.limits}
      locale={options.locale}
      value={options.value}
      fieldLabel={options.fieldLabel}
      headingId={`cmsmf-dp-${++counter}`}
      onChoose={options.onChoose}
      onDone={() => {
        if (remove()) options.onClose();
      }}
    />,
  );
  return () => void remove();
}
