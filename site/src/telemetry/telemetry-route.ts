import type { Context } from 'hono';
import { isInvalidTelemetryError, parseTelemetryReport, TELEMETRY_LIMITS } from '@cms-mf/shared-contracts/release/telemetry-report';
import type { TelemetryRepository } from './telemetry-repository';

/** Where the reference site receives field telemetry (`cmsmf.telemetry.endpoint`). */
export const TELEMETRY_PATH = '/cmsmf/telemetry';

const answer = (status: 204 | 400 | 403 | 413, text = '') => new Response(status === 204 ? null : text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/**
 * `POST /cmsmf/telemetry`: one report per beacon (sent as text, so no CORS
 * preflight). Refused unless it is a well-formed report: too large (413), from
 * another site's page (403), or malformed (400); nothing is stored then.
 */
export function createTelemetryHandler(repo: TelemetryRepository, now: () => Date) {
  return async (c: Context): Promise<Response> => {
    const origin = c.req.header('Origin');
    if (origin !== undefined && origin !== new URL(c.req.url).origin) return answer(403, 'Reports are accepted from this site’s pages only.');
    const length = Number(c.req.header('Content-Length') ?? '0');
    if (length > TELEMETRY_LIMITS.maxBytes) return answer(413, 'The report is too large.');
    const text = await c.req.text();
    if (text.length > TELEMETRY_LIMITS.maxBytes) return answer(413, 'The report is too large.');
    try {
      repo.add(parseTelemetryReport(JSON.parse(text)), now());
    } catch (error) {
      if (error instanceof SyntaxError || isInvalidTelemetryError(error)) return answer(400, `Not a telemetry report: ${error instanceof SyntaxError ? 'not JSON' : error.message}`);
      throw error;
    }
    return answer(204);
  };
}
