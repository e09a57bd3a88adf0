import type { Ref } from 'react';
import type { PreviewRow } from './preview-rows';

/** forms-addon.md §2. */
export const NO_DATA_TEXT = 'No data found';

export interface PreviewContentProps {
  readonly rows: readonly PreviewRow[];
  readonly onBack: () => void;
  readonly onSubmit: () => void;
  /** The Submit button, where focus goes when the preview opens. */
  readonly submitRef: Ref<HTMLButtonElement>;
}

/**
 * What the visitor filled, as a Label/Value table (every value is text or an
 * image, never HTML), or the "No data found" picture (drawn here, so it needs
 * no file and no request); then Back and Submit.
 */
export function PreviewContent({ rows, onBack, onSubmit, submitRef }: PreviewContentProps) {
  return (
    <>
      {rows.length > 0 ? (
        <table>
          <thead>
            <tr>
              <th scope="col">Label</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                <th scope="row">{row.label}</th>
                <td>{row.value.kind === 'image' ? <img src={row.value.src} alt={row.value.alt} /> : row.value.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <figure className="eacf7-preview-empty">
          <svg viewBox="0 0 64 64" width="96" height="96" role="img" aria-label={NO_DATA_TEXT}>
            <rect x="10" y="6" width="44" height="52" rx="4" fill="#f1f1f1" stroke="#999" strokeWidth="2" />
            <path d="M20 22h24M20 32h24M20 42h14" stroke="#bbb" strokeWidth="3" strokeLinecap="round" />
          </svg>
          <figcaption>{NO_DATA_TEXT}</figcaption>
        </figure>
      )}
      <div className="eacf7-preview-actions">
        <button type="button" onClick={onBack}>
          Back
        </button>
        <button type="button" ref={submitRef} onClick={onSubmit}>
          Submit
        </button>
      </div>
    </>
  );
}
