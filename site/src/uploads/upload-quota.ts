import { createHmac } from 'node:crypto';
import type { UploadQuotaSettings } from '../config/site-config';

/**
 * The defaults (an anonymous visitor once stored 945 MiB in
 * 10 s that no submission ever took). Everything a visitor stores counts
 * against their quota for `unattachedMs`, sent with a form or not (sending
 * frees nothing, or a flood of sends, each taking its files at
 * once, stored 216 MiB in 10 s); everyone's unsent files count against the
 * site's until a submission takes them or they expire. Set with
 * `UPLOAD_QUOTA_VISITOR_MB`, `UPLOAD_QUOTA_TOTAL_MB`, `UPLOAD_UNATTACHED_HOURS`.
 */
export const DEFAULT_UPLOAD_QUOTA: UploadQuotaSettings = {
  perVisitorBytes: 50 * 1024 * 1024,
  totalBytes: 1024 * 1024 * 1024,
  unattachedMs: 24 * 60 * 60 * 1000,
};

export const QUOTA_MESSAGES = {
  visitor: 'You have uploaded as much as this site takes from one visitor for now. Remove files you have not sent, or try again later.',
  site: 'This site cannot take more uploads right now. Please try again later.',
} as const;

/** Which quota a file would break, or null when it fits. Pure: the caller reads the stored bytes. */
export function quotaBreach(size: number, stored: { readonly visitor: number; readonly total: number }, settings: UploadQuotaSettings): keyof typeof QUOTA_MESSAGES | null {
  if (stored.visitor + size > settings.perVisitorBytes) return 'visitor';
  if (stored.total + size > settings.totalBytes) return 'site';
  return null;
}

/** The visitor an upload belongs to: their address, keyed with the site secret so the table holds no address. */
export const uploadVisitorKey = (secret: Buffer, clientIp: string): string => createHmac('sha256', secret).update(`upload:${clientIp}`).digest('hex').slice(0, 32);
