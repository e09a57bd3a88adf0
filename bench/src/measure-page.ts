import type { Browser } from 'playwright-core';
import { totalBlockingTime } from './blocking-time';
import { runInteraction } from './interactions';
import { chainDepth } from './chain-depth';
import { isScript, isStylesheet, recordNetwork } from './network-log';
import type { NetworkProfile } from './network-profiles';
import { PROBE_GLOBAL, PROBE_SOURCE, READ_PROBE, type ProbeReadout } from './page-probe';
import type { Interaction } from './page-types';
import { PAGE_TIMEOUT_MS, PHONE, withThrottledPage } from './throttled-page';
import { waitInPage } from './wait-in-page';

/** The page counts as settled after this long without a request in flight. */
const QUIET_MS = 500;

/**
 * What a run waits for before it calls the page interactive: the first module
 * mounted (when the page holds markup of a released module), jQuery's ready, or nothing.
 */
export type ReadySignal = 'mount' | 'jquery-ready' | 'none';

/** A registry entry the build can mount: its selector, and the page global it also needs. */
export interface Mountable {
  readonly selector: string;
  readonly global?: string;
}

export interface RunOptions {
  readonly url: string;
  readonly ready: ReadySignal;
  /** With `ready: 'mount'`: the entries of released modules; a page holding none of them has nothing to wait for. */
  readonly mountables?: readonly Mountable[];
  readonly interaction?: Interaction;
  /** Measured on this network instead of localhost. */
  readonly profile?: NetworkProfile;
  /** Measured on a 390×844 touch phone (throttled-page.ts `PHONE`) instead of a desktop window. */
  readonly phone?: boolean;
  /** The visitor asked to save data: our build fetches nothing ahead of use, so the page holds what it needs until intent or idle. */
  readonly saveData?: boolean;
}

/** `navigator.connection.saveData`, as a data-saver setting sets it. */
export const SAVE_DATA_SOURCE = `Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true }) });`;
/** …and the request header it sends with it, by which the site prints no module hint (site/src/pages/module-hints.ts). */
export const SAVE_DATA_HEADERS = { 'Save-Data': 'on' } as const;

/** Whether the loaded page holds markup of any of the entries, decided by the browser's own selector engine. */
const holdsAny = (entries: readonly Mountable[]) =>
  `(${JSON.stringify(entries)}).some((e) => (e.global === undefined || window[e.global] != null) && document.querySelector(e.selector) !== null)`;

export interface ScriptFigure {
  readonly path: string;
  readonly transferredBytes: number;
  readonly gzip9Bytes: number;
}

/** One cold page view. */
export interface RunSample {
  readonly jsTransferredBytes: number;
  /** gzip -9 of every script: what the budgets compare. */
  readonly jsGzip9Bytes: number;
  readonly jsRequests: number;
  readonly cssTransferredBytes: number;
  readonly requests: number;
  /** The run waited for something to become interactive (a released module's markup was there, or jQuery). */
  readonly readyExpected: boolean;
  /** ms from navigation start until the first module is mounted (jQuery's ready for the baseline); null when nothing got there. */
  readonly interactiveMs: number | null;
  readonly longTasks: number;
  readonly totalBlockingTimeMs: number;
  /** Longest run of script and fetch requests that each waited for the one before (chain-depth.ts). */
  readonly chainDepth: number;
  readonly scripts: readonly ScriptFigure[];
}

/** Loads `url` once in a fresh context under CPU throttling and reads the network log and the probe. */
export async function measureRun(browser: Browser, options: RunOptions): Promise<RunSample> {
  return withThrottledPage(browser, async (page, cdp) => {
    const network = await recordNetwork(cdp);
    await page.addInitScript(PROBE_SOURCE);
    if (options.saveData) {
      await page.addInitScript(SAVE_DATA_SOURCE);
      await page.setExtraHTTPHeaders(SAVE_DATA_HEADERS);
    }
    await page.goto(options.url, { waitUntil: 'load', timeout: PAGE_TIMEOUT_MS });

    const readyExpected = options.ready === 'jquery-ready' || (options.ready === 'mount' && ((await page.evaluate(holdsAny(options.mountables ?? []))) as boolean));
    let ready = readyExpected;
    if (ready) {
      const field = options.ready === 'mount' ? 'firstMountAt' : 'readyAt';
      ready = await waitInPage(page, `window.${PROBE_GLOBAL}.${field} !== null`, PAGE_TIMEOUT_MS).then(() => true, () => false);
    }
    if (ready && options.interaction) await runInteraction(page, options.interaction, PAGE_TIMEOUT_MS);
    await network.quiet(QUIET_MS, PAGE_TIMEOUT_MS);

    const probe = (await page.evaluate(READ_PROBE)) as ProbeReadout;
    const records = network.records();
    const scripts = await Promise.all(
      records.filter(isScript).map(async (r) => ({ path: new URL(r.url).pathname, transferredBytes: r.transferredBytes, gzip9Bytes: await network.gzip9Bytes(r) })),
    );
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    const readyAt = options.ready === 'mount' ? probe.firstMountAt : options.ready === 'jquery-ready' ? probe.readyAt : null;
    return {
      jsTransferredBytes: sum(scripts.map((s) => s.transferredBytes)),
      jsGzip9Bytes: sum(scripts.map((s) => s.gzip9Bytes)),
      jsRequests: scripts.length,
      cssTransferredBytes: sum(records.filter(isStylesheet).map((r) => r.transferredBytes)),
      requests: records.length,
      readyExpected,
      interactiveMs: readyAt,
      longTasks: probe.longTasks.length,
      totalBlockingTimeMs: totalBlockingTime(probe.longTasks),
      chainDepth: chainDepth(records, page.url()),
      scripts,
    };
  }, options.profile, options.phone ? PHONE : undefined);
}
