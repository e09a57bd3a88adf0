import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const REPO_ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');

/** The reference site in a child process, which the load run can kill hard. */
export interface SiteChild {
  readonly url: string;
  /** SIGKILL: no shutdown, no checkpoint; what was acknowledged must already be on disk. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

export function startSiteChild(env: Record<string, string>): Promise<SiteChild> {
  // tsx as a loader of this very process (not its CLI, which runs the site in a grandchild a kill would miss).
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'site/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const end = (signal: NodeJS.Signals) => () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
      child.kill(signal);
    });
  return new Promise((resolve, reject) => {
    let output = '';
    child.once('exit', (code) => reject(new Error(`the site exited with ${code} before starting: ${output}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+?)\/?\s/.exec(output);
      if (!match) return;
      child.removeAllListeners('exit');
      resolve({ url: match[1]!, kill: end('SIGKILL'), stop: end('SIGTERM') });
    });
  });
}
