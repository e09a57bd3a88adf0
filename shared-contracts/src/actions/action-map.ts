/**
 * The action map: every ajax action of forms-addon.md §7 and theme-frontend.md §7,
 * with its request payload and the answer the front end uses, plus our own
 * nonce-refresh and upload-removal actions. Each action is one file (`forms/<action>.ts`,
 * `theme/<action>.ts`, mirroring the reference site's handlers); the client
 * and the reference site build on these names.
 */
import type { ActionMapOf } from './define-action';
import { FORMS_ACTIONS } from './forms/index';
import type { PolicyFor } from './policy';
import { refreshNonce } from './runtime/refresh-nonce';
import { removeUpload } from './runtime/remove-upload';
import { SHOP_ACTIONS } from './shop/index';
import { THEME_ACTIONS } from './theme/index';

/** Every action by name: its policy, and (as types) its request and answer. */
const ACTIONS = {
  cmsmf_refresh_nonce: refreshNonce,
  cmsmf_remove_upload: removeUpload,
  ...FORMS_ACTIONS,
  ...THEME_ACTIONS,
  ...SHOP_ACTIONS,
};

export type ActionMap = ActionMapOf<typeof ACTIONS>;
export type ActionName = keyof ActionMap;
export type ActionRequest<A extends ActionName> = ActionMap[A]['request'];
export type ActionAnswer<A extends ActionName> = ActionMap[A]['answer'];

/** How the client sends one action and checks its answer. */
export type ActionPolicy<A extends ActionName = ActionName> = PolicyFor<ActionAnswer<A>>;

/** Runtime table: how each action is sent and its answer checked. */
export const ACTION_POLICIES: { readonly [A in ActionName]: ActionPolicy<A> } = ACTIONS;

export type { NonceKind, NonceSpec } from './nonce';
