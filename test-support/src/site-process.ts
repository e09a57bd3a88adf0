import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../..');

export interface SiteProcess {
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * Starts the reference site in its own process with the given folders, on a
 * free port, and resolves once it prints its address.
 */
export function startSiteProcess(env: Record<string, string>): Promise<SiteProcess> {
  const child: ChildProcess = spawn(process.execPath, [path.join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'), 'site/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.once('exit', (code) => reject(new Error(`the site exited with ${code} before starting: ${output}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+?)\/?\s/.exec(output);
      if (!match) return;
      child.removeAllListeners('exit');
      resolve({
        url: match[1]!,
        stop: () =>
          new Promise<void>((done) => {
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
