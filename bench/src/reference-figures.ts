/** A figure measured on the public releases of the jQuery-era plugins, for comparison only. */
export interface ReferenceFigure {
  readonly script: string;
  /** KB gzipped, or raw where `raw` is set. */
  readonly kb: number;
  readonly raw?: true;
  readonly loadedOn: string;
}

export const PUBLIC_RELEASE_FIGURES: readonly ReferenceFigure[] = [
  { script: 'theme `scripts.min.js`', kb: 68.5, loadedOn: 'every page (always loaded)' },
  { script: 'jQuery', kb: 29.5, loadedOn: 'every page' },
  { script: 'theme sticky bundle', kb: 59.3, loadedOn: 'pages with sticky modules' },
  { script: 'theme motion bundle', kb: 37.6, loadedOn: 'pages with scroll effects' },
  { script: 'theme lightbox', kb: 8.4, loadedOn: 'pages with a lightbox' },
  { script: 'form add-on `frontend.js`', kb: 19.2, loadedOn: 'every page (always loaded)' },
  { script: 'all JS on a form with phone, date and upload', kb: 640, raw: true, loadedOn: 'the contact-form page' },
];
