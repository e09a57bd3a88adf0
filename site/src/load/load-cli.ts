import { runLoad } from './run-load';

/** `npm run load [-- --seconds 60 --concurrency 16 --no-kill]`: prints the report; exits 1 if an acknowledged write is missing. */
const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(args[at + 1]);
};
const report = await runLoad({ seconds: option('seconds', 60), concurrency: option('concurrency', 16), killMidway: !args.includes('--no-kill') });
console.log(JSON.stringify(report, null, 2));
const lost = report.acknowledgedWrites - report.storedAcknowledged;
console.log(lost === 0 ? `No acknowledged write lost (${report.acknowledgedWrites} acknowledged${report.killed ? ', across a SIGKILL and restart' : ''}).` : `LOST ${lost} acknowledged writes.`);
process.exit(lost === 0 ? 0 : 1);
