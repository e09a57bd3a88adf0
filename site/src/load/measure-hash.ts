import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSiteProcess } from '@cms-mf/test-support';
import { summarise } from './load-stats';

/** Static-file latency while 20 wrong-password logins run at once: slow hashing must not stall other requests. Prints p50/p95 in ms. */
const site = await startSiteProcess({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'hash-')), RATE_LIMIT_LOGIN: '100000/1', RATE_LIMIT_LOGIN_ACCOUNT: '100000/1' });
const nonce = ((await (await fetch(`${site.url}/wp-admin/admin-ajax.php`, { method: 'POST', body: new URLSearchParams({ action: 'cmsmf_refresh_nonce', kind: 'eacf7' }) })).json()) as { data: { nonce: string } }).data.nonce;
const login = () => fetch(`${site.url}/wp-admin/admin-ajax.php`, { method: 'POST', body: new URLSearchParams({ action: 'eacf7_user_registration_auto_login', nonce, mail: 'x@example.com', password: 'wrong password' }) }).then((r) => r.text());
const file = async () => {
  const at = performance.now();
  await (await fetch(`${site.url}/mf/remotes.json`)).text();
  return performance.now() - at;
};
const quiet: number[] = [];
for (let i = 0; i < 30; i++) quiet.push(await file());
let running = true;
const loggers = Array.from({ length: 20 }, async () => {
  while (running) await login();
});
await new Promise((resolve) => setTimeout(resolve, 500));
const loaded: number[] = [];
const until = Date.now() + 6000;
while (Date.now() < until) loaded.push(await file());
running = false;
await Promise.all(loggers);
await site.stop();
console.log(JSON.stringify({ quiet: summarise(quiet, 0), under20Logins: summarise(loaded, 0) }));
