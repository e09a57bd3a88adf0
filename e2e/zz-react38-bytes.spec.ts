// Temporary measurement for the report (not committed).
import { isScript, recordNetwork, runInteraction } from '@cms-mf/bench';
import { test } from './fixtures';

const pages: Array<[string, string, boolean]> = [
  ['contact, every field used', '/demo/contact.html', true],
  ['fields-a before interaction', '/demo/fields-a.html', false],
  ['fields-b before interaction', '/demo/fields-b.html', false],
  ['booking before interaction', '/demo/forms-booking.html', false],
  ['popup before interaction', '/demo/forms-popup.html', false],
  ['preview before interaction', '/demo/forms-preview.html', false],
];
for (const [label, path, interact] of pages) {
  test(label, async ({ page }) => {
    const network = await recordNetwork(await page.context().newCDPSession(page));
    await page.goto(path);
    await page.locator('[data-cmsmf-mounted]').first().waitFor({ state: 'attached', timeout: 15000 });
    if (interact) await runInteraction(page, 'use-every-contact-field', 15000);
    await network.quiet(1000, 15000);
    let total = 0;
    const files: string[] = [];
    for (const record of network.records().filter(isScript)) {
      const bytes = await network.gzip9Bytes(record);
      total += bytes;
      files.push(`${new URL(record.url).pathname.split('/').pop()} ${bytes}`);
    }
    console.log(`BYTES ${label}: ${total} B in ${files.length} files: ${files.join(', ')}`);
  });
}
