import path from 'node:path';
import { createRemoteConfig } from '@cms-mf/build';
import { MODULES } from './src/modules';

export default createRemoteConfig({
  name: 'shop',
  // Which markup each module mounts on: published with this build, so the shell needs no release for it.
  modules: MODULES,
  packageDir: path.dirname(new URL(import.meta.url).pathname),
  exposes: {
    './health': './src/health.ts',
    './checkout': './src/checkout/index.ts',
    './cart': './src/cart/index.ts',
    './order-received': './src/order-received/index.ts',
    './add-to-cart': './src/add-to-cart/index.ts',
    './review-rating': './src/review-rating/index.ts',
  },
});
