import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import type { SiteConfig } from './config';

export interface RunningSite {
  readonly url: string;
  close(): Promise<void>;
}

/** Starts the reference site; tests start one per run on a free port (`port: 0`). */
export function startSite(config: SiteConfig): Promise<RunningSite> {
  const app = createApp(config);
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info: AddressInfo) => {
      resolve({
        url: `http://${config.host}:${info.port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
