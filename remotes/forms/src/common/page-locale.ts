/** The language of the page around `el` (its nearest `lang`), else the browser's. */
export function pageLocale(el: Element): string {
  const lang = el.closest('[lang]')?.getAttribute('lang')?.trim();
  return lang || el.ownerDocument.defaultView?.navigator.language || 'en';
}

/** The region of a locale (`en-GB` → `GB`), when it names one. */
export function regionOf(locale: string): string | undefined {
  try {
    return new Intl.Locale(locale).maximize().region;
  } catch {
    return undefined;
  }
}
