/**
 * Goes to a checked target: a new tab without a handle back to this page
 * (`noopener`), or this tab.
 */
export function navigate(win: Window, url: string, newTab: boolean): void {
  if (newTab) win.open(url, '_blank', 'noopener');
  else win.location.assign(url);
}
