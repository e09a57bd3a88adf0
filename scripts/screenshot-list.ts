/**
 * The README's pictures: one list, read by `scripts/screenshots.ts` (which
 * takes them) and by `docs/docs.test.ts` (which checks the README shows each
 * one and that the file is committed).
 */
export interface Screenshot {
  readonly name: 'lightbox-desktop' | 'lightbox-phone' | 'uploader' | 'multistep' | 'theme-desktop' | 'theme-phone' | 'checkout';
  readonly device: 'desktop' | 'phone';
  /** Alternative text in the README. */
  readonly alt: string;
}

export const SCREENSHOTS: readonly Screenshot[] = [
  { name: 'lightbox-desktop', device: 'desktop', alt: 'The gallery lightbox open on the fourth image, with its caption and controls' },
  { name: 'lightbox-phone', device: 'phone', alt: 'The same lightbox on a phone' },
  { name: 'uploader', device: 'desktop', alt: 'A contact form whose uploader shows a completed file' },
  { name: 'multistep', device: 'desktop', alt: 'A multistep form on its second step, with the step row and progress bar' },
  { name: 'theme-desktop', device: 'desktop', alt: 'A page-builder page with its slider' },
  { name: 'theme-phone', device: 'phone', alt: 'The same page-builder page on a phone' },
  { name: 'checkout', device: 'desktop', alt: 'The checkout page with the order review the server priced' },
];
