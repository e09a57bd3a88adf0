import type { SiteConfig } from '../config';
import { TELEMETRY_PATH } from './telemetry-route';

/**
 * The shell settings (`window.cmsmf`) the site prints on its pages: telemetry
 * when a sample rate is configured, overrides when origins are allowlisted.
 * Empty by default: both are off unless the operator turns them on.
 */
export function shellSettingsOf(config: Pick<SiteConfig, 'telemetrySampleRate' | 'overrideOrigins'>): Record<string, unknown> {
  const settings: Record<string, unknown> = {};
  if (config.telemetrySampleRate !== undefined && config.telemetrySampleRate > 0) settings.telemetry = { endpoint: TELEMETRY_PATH, sampleRate: config.telemetrySampleRate };
  if (config.overrideOrigins && config.overrideOrigins.length > 0) settings.overrides = { allow: config.overrideOrigins };
  return settings;
}

/** Parses `OVERRIDE_ORIGINS` (comma-separated origins); anything that is not a bare http(s) origin is an error at start. */
export function parseOverrideOrigins(value: string | undefined): string[] | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  return value.split(',').map((item) => {
    const origin = item.trim();
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = undefined;
    }
    if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin) throw new TypeError(`OVERRIDE_ORIGINS: "${origin}" is not an origin like https://dev.example`);
    return origin;
  });
}

/** Parses `TELEMETRY_SAMPLE_RATE` (0–1). */
export function parseSampleRate(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const rate = Number(value);
  if (!(rate >= 0 && rate <= 1)) throw new TypeError(`TELEMETRY_SAMPLE_RATE: "${value}" is not a share between 0 and 1`);
  return rate;
}
