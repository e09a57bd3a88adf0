import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createStandinsApp, type StandinsOptions } from '../standins-app';

/** A stand-ins server on a free port, mounted at `/standins` as the site mounts it. */
export interface RunningStandins {
  /** `http://127.0.0.1:PORT/standins` */
  readonly base: string;
  readonly dataDir: string;
  close(): Promise<void>;
}

/** Starts the stand-ins over real HTTP on a fresh temporary data directory (for tests). */
export async function startStandins(options: Partial<StandinsOptions> = {}): Promise<RunningStandins> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'standins-')));
  const app = new Hono();
  app.route('/standins', createStandinsApp({ ...options, dataDir }));
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      resolve({
        base: `http://127.0.0.1:${info.port}/standins`,
        dataDir,
        close: async () => {
          await new Promise<void>((done) => server.close(() => done()));
          if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
        },
      });
    });
  });
}
