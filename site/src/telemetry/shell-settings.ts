import type { SiteConfig } from '../config/site-config';
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
