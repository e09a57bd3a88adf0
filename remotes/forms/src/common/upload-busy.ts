/**
 * Whether an uploader has transfers in flight is kept on its element
 * (`aria-busy="true"`), so the form module, mounted before or after the
 * uploaders, reads the truth from the page instead of replaying events.
 */
export const UPLOADER_SELECTOR = '.eacf7-uploader';

export function markUploaderBusy(uploader: Element, busy: boolean): void {
  if (busy) uploader.setAttribute('aria-busy', 'true');
  else uploader.removeAttribute('aria-busy');
}

/** True while any uploader inside `root` has an upload queued or in flight. */
export function anyUploadBusy(root: ParentNode): boolean {
  return root.querySelector(`${UPLOADER_SELECTOR}[aria-busy="true"]`) !== null;
}
