import { configFromEnv } from './config';
import { startSite } from './server';

const site = await startSite(configFromEnv());
console.log(`Reference site running at ${site.url}/`);
