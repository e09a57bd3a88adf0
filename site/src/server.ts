import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import type { SiteConfig } from './config/site-config';
import { createExternalCalls } from './external-calls';
import type { Hono } from 'hono';
import { openSiteState } from './site-state';

export interface RunningSite {
  readonly url: string;
  /** Stops listening and closes the database (WAL checkpointed), so another site can open the same DATA_DIR. */
  close(): Promise<void>;
}

export interface StartOptions {
  /** The site's clock (tests step past expiry). @default () => new Date() */
  readonly now?: () => Date;
  /** Environment the external-service switches are read from. @default process.env */
  readonly env?: Readonly<Record<string, string | undefined>>;
}

/**
 * Starts the reference site; tests start one per run on a free port (`port: 0`).
 * Opening the data directory and loading the CMS content happen first, so a
 * malformed catalogue or a failed migration stops the start with its error.
 */
export function startSite(config: SiteConfig, options: StartOptions = {}): Promise<RunningSite> {
  // The app calls its own stand-ins in-process; it exists by the time any request arrives.
  const self: { app?: Hono } = {};
  const external = createExternalCalls(options.env ?? process.env, async (url, init) => self.app!.request(url, init));
  const state = openSiteState(config, { now: options.now, external });
  const site = createApp(state);
  self.app = site;
  return new Promise((resolve) => {
    const server = serve({ fetch: site.fetch, port: config.port, hostname: config.host }, (info: AddressInfo) => {
      resolve({
        url: `http://${config.host}:${info.port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => {
              state.db.close();
              done();
            });
            // Keep-alive connections of finished requests must not hold the stop.
            (server as { closeIdleConnections?: () => void }).closeIdleConnections?.();
          }),
      });
    });
  });
}
