import type { UploadKind } from '@cms-mf/shared-contracts';
import { formatSize } from './file-size';
import type { UploadItem } from './upload-items';
import { extensionOf } from './upload-rules';
import { usePreview } from './use-preview';

export interface UploadRowProps {
  readonly item: UploadItem<unknown>;
  readonly kind: UploadKind;
  readonly file: File | undefined;
  readonly onRemove: (id: string) => void;
  readonly onRetry: (id: string) => void;
}

/** Row classes of the add-on's CSS (MARKUP-FACTS §3.1): `active` while uploading, `uploaded`, `error`. */
const STATE_CLASS = { added: 'queued', uploading: 'active', uploaded: 'uploaded', error: 'error' } as const;
/** Row status texts; "Completed" is the spec's (forms-addon.md §4), the others ours. */
const STATE_TEXT = { added: 'Waiting', uploading: 'Uploading', uploaded: 'Completed', error: 'Failed' } as const;

/**
 * One file of the list. The state text is a polite live region that changes
 * only between states (Waiting, Uploading, Completed, Failed); the percentage
 * is a real progress bar, so it is read on demand rather than announced at
 * every step.
 */
export function UploadRow({ item, kind, file, onRemove, onRetry }: UploadRowProps) {
  const preview = usePreview(kind === 'image' ? file : undefined);
  const inFlight = item.state === 'added' || item.state === 'uploading';
  const removeLabel = inFlight ? 'Cancel' : 'Remove';
  const ext = extensionOf(item.name);
  return (
    <li id={item.id} className={`file-list-item ${STATE_CLASS[item.state]}`} data-state={item.state}>
      {preview ? (
        <img className="file-icon" src={preview} alt="" />
      ) : (
        <span className="file-icon" aria-hidden="true">
          {ext ? ext.toUpperCase() : 'FILE'}
        </span>
      )}
      <span className="file-info">
        <span className="upload-item">
          <span className="upload-item-name">{item.name}</span> <span className="upload-item-size">{formatSize(item.size)}</span>
        </span>
        <span className="file-info-percentage">
          {item.state === 'uploading' ? (
            <span className="percentage" aria-hidden="true">
              {item.percent}%{' '}
            </span>
          ) : null}
          {item.state === 'uploaded' ? (
            <span className="dashicons-saved" aria-hidden="true">
              ✓{' '}
            </span>
          ) : null}
          <span className="file-info-status" aria-live="polite">
            {STATE_TEXT[item.state]}
          </span>
        </span>
        {item.state === 'error' && item.error ? (
          <span className="file-info-error" role="alert">
            {item.error}
          </span>
        ) : null}
        <span className="file-info-actions">
          {item.state === 'error' && item.retryable ? (
            <button type="button" className="retry-file" aria-label={`Retry ${item.name}`} onClick={() => onRetry(item.id)}>
              Retry
            </button>
          ) : null}
          <button type="button" className="remove-file" aria-label={`${removeLabel} ${item.name}`} onClick={() => onRemove(item.id)}>
            {removeLabel}
          </button>
        </span>
      </span>
      {inFlight ? (
        <span
          className="file-info-progress"
          role="progressbar"
          aria-label={`Upload of ${item.name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={item.percent}
          aria-valuetext={`${item.percent}%`}
        >
          <span className="file-info-progress-bar" style={{ width: `${item.percent}%` }} />
        </span>
      ) : null}
    </li>
  );
}
