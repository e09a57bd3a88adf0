import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../..');

/** The reference site in a child process: the browser tests', the benchmark's and the load run's one launcher. */
export interface SiteProcess {
  readonly url: string;
  /** SIGTERM: the site shuts down as it would in production. */
  stop(): Promise<void>;
  /** SIGKILL: no shutdown, no checkpoint; what was acknowledged must already be on disk. */
  kill(): Promise<void>;
}

/**
 * Starts the reference site in its own process with the given folders, on a
 * free port, and resolves once it prints its address.
 */
export function startSiteProcess(env: Record<string, string>): Promise<SiteProcess> {
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
      resolve({ url: match[1]!, stop: end('SIGTERM'), kill: end('SIGKILL') });
    });
  });
}
