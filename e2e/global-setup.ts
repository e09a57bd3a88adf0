import { describeBrowser, findBrowser, launchBrowser } from '@cms-mf/test-support';

/** The run's first line names the browser (path, kind, version), and a browser that cannot start stops the run with the fix. */
export default async function globalSetup(): Promise<void> {
  const resolved = findBrowser();
  const browser = await launchBrowser(resolved);
  console.log(describeBrowser(resolved, browser.version()));
  await browser.close();
}
