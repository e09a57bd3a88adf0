import type { ActionHandler } from '../ajax/action-handler';
import { succeed } from '../ajax/action-handler';
import { BadFieldError } from '../form-body/bad-field-error';
import { isRefreshableKind } from './nonce-service';

/**
 * `cmsmf_refresh_nonce`: a fresh nonce of one of this product's kinds, so the
 * client can retry after a `-1`. It needs no nonce itself, and a nonce proves
 * nothing but that the request came through a page of this site: every
 * action still applies its own rules.
 */
export const refreshNonce: ActionHandler<'cmsmf_refresh_nonce'> = {
  parse(fields) {
    const kind = fields.text('kind', { max: 32 });
    if (!isRefreshableKind(kind)) throw new BadFieldError('kind', 'is not a nonce kind of this site');
    return { kind };
  },
  handle: ({ kind }, context) => succeed({ nonce: context.nonces.mint(kind) }),
};
