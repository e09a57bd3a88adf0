import path from 'node:path';
import { createRemoteConfig } from '../../rspack.config.base';

export default createRemoteConfig({
  name: 'payments',
  packageDir: path.dirname(new URL(import.meta.url).pathname),
  exposes: { './health': './src/health.ts', './payment': './src/payment/index.ts' },
});
