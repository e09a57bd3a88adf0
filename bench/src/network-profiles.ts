import type { CDPSession } from 'playwright-core';

/** A network a page is measured on besides localhost, applied through DevTools. */
export interface NetworkProfile {
  readonly id: 'slow4g' | 'fast';
  readonly label: string;
  /** Added to every request's round trip, in ms. */
  readonly rttMs: number;
  readonly downloadMbps: number;
  readonly uploadMbps: number;
}

/** A phone on a weak 4G signal, and a good one; both under the benchmark's CPU throttling. */
export const NETWORK_PROFILES: readonly NetworkProfile[] = [
  { id: 'slow4g', label: 'slow 4G (150 ms RTT, 1.6 Mbps)', rttMs: 150, downloadMbps: 1.6, uploadMbps: 0.75 },
  { id: 'fast', label: 'fast (40 ms RTT, 10 Mbps)', rttMs: 40, downloadMbps: 10, uploadMbps: 5 },
];

/** DevTools takes throughput in bytes per second. */
export const bytesPerSecond = (mbps: number): number => Math.round((mbps * 1_000_000) / 8);

export async function emulateNetwork(cdp: CDPSession, profile: NetworkProfile): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.rttMs,
    downloadThroughput: bytesPerSecond(profile.downloadMbps),
    uploadThroughput: bytesPerSecond(profile.uploadMbps),
  });
}
