import { randomBytes } from 'node:crypto';
import { SAVE_PROGRESS_QUERY_PARAM } from '@cms-mf/shared-contracts/constants';
import { isFlagOn } from '@cms-mf/shared-contracts/settings';
import type { ActionHandler } from '../ajax/action-handler';
import { refuse, succeed } from '../ajax/action-handler';
import { requireForm } from '../forms/actions/find-form';
import { restorableProgress } from './restorable-progress';

/** Saved progress is kept this long after its last save. */
export const SAVED_PROGRESS_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** 24 random bytes in base64url: 192 bits, 32 characters of `[A-Za-z0-9_-]` (survives the hash-state filter). */
export const SAVE_HASH_PATTERN = /^[A-Za-z0-9_-]{32}$/;
export const SAVED_MESSAGE = 'Your progress has been saved. Use this link to continue later.';
const MAX_SAVED_DATA = 64 * 1024;

/**
 * `eacf7_save_progress`: stores the serialised form under an unguessable hash
 * and answers a link back to the same page with `?eacf7_state={hash}`. A hash
 * is only reused when it already belongs to this form; the link keeps only
 * the path of the page (same origin), so it can never point elsewhere.
 */
export const saveProgress: ActionHandler<'eacf7_save_progress'> = {
  parse: (fields) => ({
    formId: fields.integer('formId', { min: 1 }),
    souce_url: fields.text('souce_url', { max: 2000 }),
    data: fields.optionalText('data', { max: MAX_SAVED_DATA }) ?? '',
    hash: fields.optionalText('hash', { max: 32, pattern: SAVE_HASH_PATTERN }) ?? '',
  }),
  handle(request, context) {
    const form = requireForm(context, request.formId, 'formId');
    if (!isFlagOn(form.settings.SaveProgress?.saveProgress)) return refuse('Saving progress is not enabled for this form.');
    let source: URL;
    try {
      source = new URL(request.souce_url, context.origin);
    } catch {
      return refuse('The page address is not valid.');
    }
    if (source.origin !== context.origin) return refuse('Progress can only be saved for pages of this site.');
    // `//host` as a path would make the link protocol-relative.
    const path = `/${source.pathname.replace(/^\/+/, '')}`;
    const now = context.now();
    const expires = new Date(now.getTime() + SAVED_PROGRESS_LIFETIME_MS).toISOString();
    // What a restore would leave out is not kept either (a captcha's answer).
    const data = restorableProgress(form, request.data, context.repos);
    const existing = request.hash ? context.repos.savedProgress.byHash(request.hash) : undefined;
    let hash: string;
    if (existing && existing.form_id === form.id) {
      hash = existing.hash;
      context.repos.savedProgress.update(hash, { data, source_url: path, updated_at: now.toISOString(), expires_at: expires });
    } else {
      hash = randomBytes(24).toString('base64url');
      context.repos.savedProgress.insert({ hash, form_id: form.id, source_url: path, data, created_at: now.toISOString(), updated_at: now.toISOString(), expires_at: expires });
    }
    return succeed({ hash, saved_url: `${path}?${SAVE_PROGRESS_QUERY_PARAM}=${hash}`, message: SAVED_MESSAGE });
  },
};
