import type { Browser, BrowserContextOptions, CDPSession, Page } from 'playwright-core';
import { emulateNetwork, type NetworkProfile } from './network-profiles';

/** CPU slowdown for every measurement: a mid-range phone rather than a developer's laptop. */
export const CPU_THROTTLING_RATE = 4;
/** How long any one step of a measurement may wait (a load, a mount, an interaction). */
export const PAGE_TIMEOUT_MS = 20_000;

/** A 390×844 touch phone: the lightbox fetches its gesture code when it opens there. */
export const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/**
 * Runs `measure` on a page of its own (fresh context, so a cold cache) under CPU
 * throttling (`cpuRate`, 1 for none), on `profile`'s network when one is given, and closes it afterwards whatever happens.
 */
export async function withThrottledPage<T>(
  browser: Browser,
  measure: (page: Page, cdp: CDPSession) => Promise<T>,
  profile?: NetworkProfile,
  device?: BrowserContextOptions,
  cpuRate: number = CPU_THROTTLING_RATE,
): Promise<T> {
  const context = await browser.newContext(device);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    if (profile) await emulateNetwork(cdp, profile);
    return await measure(page, cdp);
  } finally {
    await context.close();
  }
}
