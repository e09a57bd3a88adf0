/** What a field that must finish something before its form is sent provides. */
export interface SubmitPrerequisite {
  /** True when the form may be sent now. */
  ready(): boolean;
  /** Does what is missing (fetch a token, upload an image); rejects when it cannot. */
  prepare(): Promise<void>;
}

/**
 * Holds a form's submission until `prerequisite` is ready, then submits again
 * with the same submitter. The listener is on the document in the capture
 * phase, so it runs before the form module's and CF7's own listeners, which
 * then see one submission with the value in place. A prerequisite that
 * cannot be met lets the held submission go on, so the server answers with
 * the field's error instead of the page doing nothing. Ends with `signal`.
 */
export function holdSubmitUntil(form: HTMLFormElement, prerequisite: SubmitPrerequisite, signal: AbortSignal, onError: (error: unknown) => void): void {
  let bypass = false;
  const onSubmit = (event: Event) => {
    if (event.target !== form || bypass || prerequisite.ready()) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const submitter = (event as SubmitEvent).submitter ?? null;
    void prerequisite
      .prepare()
      .catch((error: unknown) => {
        onError(error);
        bypass = true;
      })
      .then(() => {
        if (signal.aborted || !form.isConnected) return;
        try {
          form.requestSubmit(submitter && submitter.isConnected ? submitter : null);
        } finally {
          bypass = false;
        }
      });
  };
  form.ownerDocument.addEventListener('submit', onSubmit, { capture: true, signal });
}
