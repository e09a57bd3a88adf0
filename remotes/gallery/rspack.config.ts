import path from 'node:path';
import { createRemoteConfig } from '@cms-mf/build';
import { MODULES } from './src/modules';

const packageDir = path.dirname(new URL(import.meta.url).pathname);

export default createRemoteConfig({
  name: 'gallery',
  // Which markup each module mounts on: published with this build, so the shell needs no release for it.
  modules: MODULES,
  packageDir,
  exposes: { './health': './src/health.ts', './lightbox': './src/lightbox/index.ts' },
  // The dialog the lightbox loads right after it mounts (src/lightbox/overlay-loader.ts): requested with it.
  onUse: { './lightbox': ['lightbox-overlay'] },
  // The lightbox needs hooks and a root, not preact/compat (src/react-lite/react.ts).
  reactLite: {
    react: path.join(packageDir, 'src/react-lite/react.ts'),
    'react-dom/client': path.join(packageDir, 'src/react-lite/client.ts'),
  },
});
