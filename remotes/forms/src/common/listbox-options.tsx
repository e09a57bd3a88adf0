import { useLayoutEffect, useRef } from 'react';
import { type ListboxChoice, flagOf } from './listbox-core';

export interface ListboxOptionsProps {
  /** The listbox's id; option `i` is `${id}-${i}`, the combobox's `aria-activedescendant`. */
  readonly id: string;
  /** Accessible name of the listbox. */
  readonly label: string;
  /** The choices the query keeps, in order. */
  readonly shown: readonly ListboxChoice[];
  /** The value currently chosen (marked selected). */
  readonly selected: string;
  /** Index of the active option in `shown`; -1 for none. */
  readonly active: number;
  readonly onPick: (index: number) => void;
}

/** The id of option `index` of the listbox `id`. */
export const optionId = (id: string, index: number): string => `${id}-${index}`;

/**
 * The options of a searchable listbox. Focus never comes here: it stays in the
 * combobox, which points at the active option (searchable-listbox.tsx); a
 * pointer chooses with a click.
 */
export function ListboxOptions({ id, label, shown, selected, active, onPick }: ListboxOptionsProps) {
  const list = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    if (active >= 0) list.current?.querySelector('.is-active')?.scrollIntoView?.({ block: 'nearest' });
  }, [active, shown]);
  return (
    // Keeps focus in the text box while the pointer chooses.
    <ul ref={list} id={id} className="cmsmf-listbox" role="listbox" aria-label={label} onMouseDown={(event) => event.preventDefault()}>
      {shown.map((choice, index) => (
        <li
          key={choice.value}
          id={optionId(id, index)}
          role="option"
          aria-selected={String(choice.value === selected) as 'true' | 'false'}
          className={index === active ? 'is-active' : undefined}
          onClick={(event) => {
            // Inside a CF7 label a click would also activate the labelled control.
            event.preventDefault();
            onPick(index);
          }}
        >
          <span className="cmsmf-flag" aria-hidden="true">
            {flagOf(choice.value)}
          </span>
          {` ${choice.label}`}
          {choice.detail ? <span className="cmsmf-listbox-detail">{` ${choice.detail}`}</span> : null}
        </li>
      ))}
      {shown.length === 0 ? (
        <li role="option" aria-disabled="true" aria-selected="false" className="cmsmf-listbox-empty" onClick={(event) => event.preventDefault()}>
          No match
        </li>
      ) : null}
    </ul>
  );
}
