import path from 'node:path';
import { createRemoteConfig } from '@cms-mf/build';
import { MODULES } from './src/modules';

export default createRemoteConfig({
  name: 'payments',
  // Which markup each module mounts on: published with this build, so the shell needs no release for it.
  modules: MODULES,
  packageDir: path.dirname(new URL(import.meta.url).pathname),
  exposes: { './health': './src/health.ts', './payment': './src/payment/index.ts' },
});
