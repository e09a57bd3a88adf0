import type { Context } from 'hono';
import { isInvalidTelemetryError, parseTelemetryReport, TELEMETRY_LIMITS, type TelemetryReport } from '@cms-mf/shared-contracts/release/telemetry-report';
import { limitMessage } from '../limits/site-limits';
import { visitorOf } from '../limits/visitor';
import type { SiteState } from '../site-state';
import { createPublishedVersions, type PublishedVersions } from './published-versions';
import { createTelemetryRepository } from './telemetry-repository';
import { telemetrySenderKey } from './telemetry-sender';

/** Where the reference site receives field telemetry (`cmsmf.telemetry.endpoint`). */
export const TELEMETRY_PATH = '/cmsmf/telemetry';

const answer = (status: 204 | 400 | 403 | 413 | 429, text = '') => new Response(status === 204 ? null : text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/** The report's events that name a version this site served; the others would only blur `release status`. */
async function servedEvents(report: TelemetryReport, published: PublishedVersions): Promise<TelemetryReport> {
  const served = await Promise.all(report.events.map((event) => published.has(event.remote, event.version)));
  return { ...report, events: report.events.filter((_event, index) => served[index]) };
}

/**
 * `POST /cmsmf/telemetry`: one report per beacon (sent as text, so no CORS preflight). Anyone can
 * post here (a script sends no Origin), so a report is refused from another site's page (403),
 * past the sender's rate limit (429, `RATE_LIMIT_TELEMETRY`), too large (413) or malformed (400);
 * of the rest, only events naming a `remote@version` of the release record are stored, with a
 * keyed hash of the sender's address, by which `release status` bounds what one address weighs.
 */
export function createTelemetryHandler(state: Pick<SiteState, 'db' | 'now' | 'limits' | 'secret' | 'config'>) {
  const repo = createTelemetryRepository(state.db);
  const published = createPublishedVersions(state.config.releasesDir);
  return async (c: Context): Promise<Response> => {
    const origin = c.req.header('Origin');
    if (origin !== undefined && origin !== new URL(c.req.url).origin) return answer(403, 'Reports are accepted from this site’s pages only.');
    const visitor = visitorOf(c);
    const refusal = state.limits.take([['telemetry', visitor]]);
    if (refusal) {
      return new Response(limitMessage(refusal), { status: 429, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': String(refusal.retryAfterSeconds) } });
    }
    const length = Number(c.req.header('Content-Length') ?? '0');
    if (length > TELEMETRY_LIMITS.maxBytes) return answer(413, 'The report is too large.');
    const text = await c.req.text();
    if (text.length > TELEMETRY_LIMITS.maxBytes) return answer(413, 'The report is too large.');
    let report: TelemetryReport;
    try {
      report = parseTelemetryReport(JSON.parse(text));
    } catch (error) {
      if (error instanceof SyntaxError || isInvalidTelemetryError(error)) return answer(400, `Not a telemetry report: ${error instanceof SyntaxError ? 'not JSON' : error.message}`);
      throw error;
    }
    const served = await servedEvents(report, published);
    if (served.events.length === 0) return answer(400, 'Not a telemetry report: it names no version this site has published.');
    repo.add(served, state.now(), telemetrySenderKey(state.secret, visitor));
    return answer(204);
  };
}
