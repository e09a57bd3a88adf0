import path from 'node:path';
import { createRemoteConfig } from '@cms-mf/build';
import { MODULES } from './src/modules';

const packageDir = path.dirname(new URL(import.meta.url).pathname);

export default createRemoteConfig({
  name: '__NAME__',
  // Which markup each module mounts on: published with this build, so the shell needs no release for it.
  modules: MODULES,
  packageDir,
  // `./health` is required (the release tool's pre-flight refuses a build without it); one entry per module after it.
  exposes: { './health': './src/health.ts', './hello': './src/hello/index.ts' },
});
