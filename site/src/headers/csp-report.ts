import { isRecord } from '@cms-mf/shared-contracts';

/** One violation as the site stores it: short strings, nothing a visitor typed except what the browser quotes. */
export interface CspViolation {
  readonly page: string;
  readonly directive: string;
  readonly blocked: string;
  /** `file:line:column` of the code that caused it, when the browser says. */
  readonly source: string;
  /** The first characters of the blocked code (`script-sample`). */
  readonly sample: string;
}

/** Longest text kept of any field. */
const FIELD_MAX = 300;

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value).slice(0, FIELD_MAX) : '');

/**
 * Reads a browser's report (`report-uri`: `{"csp-report": {...}}`; the Reporting
 * API: `[{type: "csp-violation", body: {...}}]`). Returns null for anything else.
 */
export function parseCspReport(value: unknown): CspViolation[] | null {
  const bodies: unknown[] = isRecord(value) && isRecord(value['csp-report'])
    ? [value['csp-report']]
    : Array.isArray(value) ? value.filter((r) => isRecord(r) && r.type === 'csp-violation').map((r) => (r as Record<string, unknown>).body) : [];
  const violations = bodies.filter(isRecord).map((body) => ({
    page: text(body['document-uri'] ?? body.documentURL),
    directive: text(body['effective-directive'] ?? body.effectiveDirective ?? body['violated-directive']),
    blocked: text(body['blocked-uri'] ?? body.blockedURL),
    source: [text(body['source-file'] ?? body.sourceFile), text(body['line-number'] ?? body.lineNumber), text(body['column-number'] ?? body.columnNumber)].filter(Boolean).join(':'),
    sample: text(body['script-sample'] ?? body.sample),
  }));
  return violations.length > 0 && violations.length <= 100 && violations.every((v) => v.directive !== '') ? violations : null;
}
