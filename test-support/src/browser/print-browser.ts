/** `npm run browser -w test-support`: which browser the tests would use, started once to prove it runs. */
import { describeBrowser, launchBrowser } from './launch-browser';
import { findBrowser } from './find-browser';

async function main(): Promise<void> {
  const resolved = findBrowser();
  const browser = await launchBrowser(resolved);
  console.log(describeBrowser(resolved, browser.version()));
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
