import type { Browser, Page } from 'playwright-core';
import { PAGE_TIMEOUT_MS, withThrottledPage } from '../throttled-page';
import { waitInPage } from '../wait-in-page';
import { latencyOfInteractionSince } from './interaction-latency';
import type { InpStep } from './inp-scenarios';
import type { VitalsProfile } from './vitals-profiles';
import { READ_VITALS, VITALS_GLOBAL, VITALS_PROBE_SOURCE, type VitalsReadout } from './vitals-probe';

/**
 * How long a step waits for the browser's Event Timing entry. None by then means the interaction
 * took less than the probe's 16 ms threshold (the browser reports entries a frame or two after it).
 */
const ENTRY_WAIT_MS = 1000;

/** One page view's latency of each step, by name: null when quicker than the threshold, undefined when it could not run. */
export type StepLatencies = Record<string, number | null | undefined>;

/**
 * Loads `url` on `profile` with a cold cache and makes each step in turn once its module is ready, reading
 * its latency from the Event Timing API (from the input to the next frame painted after its handlers).
 * A step that cannot run (its control missing on this build) is skipped and the next ones still run.
 */
export async function measureInpSteps(browser: Browser, url: string, profile: VitalsProfile, steps: readonly InpStep[], log: (line: string) => void): Promise<StepLatencies> {
  return withThrottledPage(browser, async (page) => {
    await page.addInitScript(VITALS_PROBE_SOURCE);
    await page.goto(url, { waitUntil: 'load', timeout: PAGE_TIMEOUT_MS });
    const result: StepLatencies = {};
    for (const step of steps.filter((s) => s.only === undefined || s.only === profile.id)) {
      try {
        await step.ready(page, PAGE_TIMEOUT_MS);
        result[step.name] = await timedStep(page, step);
      } catch (error) {
        result[step.name] = undefined;
        log(`${url} ${profile.id} ${step.name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      }
    }
    return result;
  }, profile.network, profile.device);
}

async function timedStep(page: Page, step: InpStep): Promise<number | null> {
  const since = (await page.evaluate('performance.now()')) as number;
  await step.act(page, PAGE_TIMEOUT_MS);
  const reported = `window.${VITALS_GLOBAL}.events.some((e) => e.startTime >= ${since})`;
  await waitInPage(page, reported, ENTRY_WAIT_MS).catch(() => undefined);
  // The interaction's other events (pointerup, click after pointerdown) come in the same or the next frames.
  await page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))');
  const readout = (await page.evaluate(READ_VITALS)) as VitalsReadout;
  return latencyOfInteractionSince(readout.events, since);
}
