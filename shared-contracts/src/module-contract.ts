import type { AjaxClient } from './client/ajax-client';
import type { BuilderContext } from './globals/builder-context';
import type { EventBus } from './events/event-bus';
import type { PageGlobals } from './globals/page-globals';

/** Undoes everything `mount` did: listeners, timers, observers, created DOM. */
export type Unmount = () => void;

/** Console-like logger that prefixes every line with the remote and version. */
export interface Logger {
  debug(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

/** Everything a feature module receives from the shell. */
export interface ModuleContext {
  /** The page globals as the CMS printed them; absent keys stay undefined. */
  readonly globals: PageGlobals;
  /**
   * The page's single nonce-aware client. A function, so that pages whose
   * modules never call the server never download the client (ky) at all.
   */
  readonly client: () => Promise<AjaxClient>;
  /** Visual-builder context: no A/B logging, no real posts, clicks and submits blocked. */
  readonly builder: BuilderContext;
  /** Cross-remote events (a form's mail_sent starts a payment…). */
  readonly events: EventBus;
  readonly log: Logger;
}

/** What every exposed module of every remote exports as its default export. */
export interface FeatureModule {
  mount(el: Element, ctx: ModuleContext): Unmount | Promise<Unmount>;
}
