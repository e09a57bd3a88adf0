import { forwardRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';

export interface ModalDialogViewProps {
  /** Accessible name of the dialog; shown as its heading unless `showTitle` is false. */
  readonly title: string;
  readonly showTitle: boolean;
  /** Id of the heading, which names the dialog when shown. */
  readonly titleId: string;
  readonly className: string;
  /** CSS width of the box (already checked). */
  readonly width: string;
  /** The close button, and Escape (the `cancel` event, whose own closing is prevented). */
  readonly onRequestClose: () => void;
  /** The dialog's own `close` event, whatever closed it. */
  readonly onClosed: () => void;
  readonly onClick: (event: MouseEvent<HTMLDialogElement>) => void;
  readonly onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => void;
  /** The body's content when the owner's is a component (the preview); none when the owner fills the body itself (a fetched form). */
  readonly children?: ReactNode;
}

/**
 * The markup of the shared modal (modal-dialog.tsx): a native `<dialog>`, its
 * heading and close button, and a body the owner fills (a fetched form, a
 * preview). The body holds `children`, or, without them, what the owner put there.
 */
export const ModalDialogView = forwardRef<HTMLDialogElement, ModalDialogViewProps>(function ModalDialogView(props, ref) {
  const { title, showTitle, titleId } = props;
  return (
    <dialog
      ref={ref}
      className={props.className}
      style={{ width: props.width }}
      aria-labelledby={showTitle ? titleId : undefined}
      aria-label={showTitle ? undefined : title}
      onClose={props.onClosed}
      onCancel={(event) => {
        event.preventDefault();
        props.onRequestClose();
      }}
      onClick={props.onClick}
      onKeyDown={props.onKeyDown}
    >
      <div className="cmsmf-modal-head">
        {showTitle ? (
          <h2 className="cmsmf-modal-title" id={titleId}>
            {title}
          </h2>
        ) : null}
        <button type="button" className="cmsmf-modal-close" aria-label="Close" onClick={props.onRequestClose}>
          ×
        </button>
      </div>
      <div className="cmsmf-modal-body">{props.children}</div>
    </dialog>
  );
});
