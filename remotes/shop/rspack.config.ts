import path from 'node:path';
import { createRemoteConfig } from '../../rspack.config.base';

export default createRemoteConfig({
  name: 'shop',
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
