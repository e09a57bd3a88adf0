import { configFromEnv } from './config/config-from-env';
import { startSite } from './server';

const site = await startSite(configFromEnv());
console.log(`Reference site running at ${site.url}/`);
