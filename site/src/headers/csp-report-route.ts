import type { Context } from 'hono';
import { parseCspReport } from './csp-report';
import type { CspReportsRepository } from './csp-reports-repository';

/** Largest report body read (app.ts caps the body at it before this route runs). */
export const CSP_REPORT_MAX_BYTES = 32_768;

/** `POST /cmsmf/csp-report`: browsers' violation reports, stored (bounded) for operators and the browser tests. */
export function createCspReportHandler(repo: CspReportsRepository, now: () => Date) {
  return async (c: Context): Promise<Response> => {
    if (Number(c.req.header('Content-Length') ?? '0') > CSP_REPORT_MAX_BYTES) return c.text('Too large.', 413);
    const body = await c.req.text();
    if (body.length > CSP_REPORT_MAX_BYTES) return c.text('Too large.', 413);
    let violations;
    try {
      violations = parseCspReport(JSON.parse(body));
    } catch {
      violations = null;
    }
    if (!violations) return c.text('Not a CSP report.', 400);
    violations.forEach((violation) => repo.add(violation, now()));
    return c.body(null, 204);
  };
}
