import type { ReleasePointer } from '@cms-mf/shared-contracts/release/release-pointer';
import { importOperations } from '../../boot/shell-files';

/** `cmsmf.telemetry`: off unless a site sets an endpoint. */
export interface TelemetrySettings {
  /** Where reports go, by `navigator.sendBeacon` (the reference site's is `/cmsmf/telemetry`). */
  readonly endpoint: string;
  /** Share of page views that report, 0–1. @default 0.1 */
  readonly sampleRate?: number;
}

/** @default for `cmsmf.telemetry.sampleRate` */
export const DEFAULT_SAMPLE_RATE = 0.1;

/**
 * Draws whether this page view reports, and only then downloads the sender:
 * unsampled page views and sites without telemetry download nothing more.
 */
export function startTelemetryIfSampled(settings: TelemetrySettings | undefined, pointerUrl: string, pointer: ReleasePointer, random: () => number = Math.random): boolean {
  if (typeof settings?.endpoint !== 'string' || !(random() < (settings.sampleRate ?? DEFAULT_SAMPLE_RATE))) return false;
  const { endpoint } = settings;
  importOperations().then(
    ({ startTelemetry }) => startTelemetry({ endpoint, pointerUrl, pointer }),
    () => undefined, // Telemetry is best effort: a failed download changes nothing on the page.
  );
  return true;
}
