import type { Page } from 'playwright-core';
import type { Interaction } from './page-types';

/** A gallery item the lightbox lists (one with a source). */
export const GALLERY_ITEM = '.eacf7-gallery .eacf7-gallery-item[data-src]:not([data-src=""])';

/**
 * What a visitor does on a page type, so its cost is counted: the lightbox's
 * UI is rendered on first open, and whatever it loads then is part of the page.
 */
export async function runInteraction(page: Page, interaction: Interaction, timeoutMs: number): Promise<void> {
  switch (interaction) {
    case 'open-lightbox':
      await page.locator(GALLERY_ITEM).first().click({ timeout: timeoutMs });
      await page.getByRole('dialog').waitFor({ state: 'visible', timeout: timeoutMs });
      return;
  }
}
