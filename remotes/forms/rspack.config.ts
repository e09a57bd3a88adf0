import path from 'node:path';
import { createRemoteConfig } from '@cms-mf/build';
import { MODULES } from './src/modules';

const packageDir = path.dirname(new URL(import.meta.url).pathname);

const config = createRemoteConfig({
  name: 'forms',
  // Which markup each module mounts on: published with this build, so the shell needs no release for it.
  modules: MODULES,
  packageDir,
  exposes: {
    './health': './src/health.ts',
    './form': './src/form/index.ts',
    './upload': './src/upload/index.ts',
    './cloud-upload': './src/cloud-upload/index.ts',
    './multistep': './src/multistep/index.ts',
    './conversational': './src/conversational/index.ts',
    './rating': './src/rating/index.ts',
    './math-captcha': './src/math-captcha/index.ts',
    './captcha': './src/captcha/index.ts',
    './product-dropdown': './src/product-dropdown/index.ts',
    './image-choice': './src/image-choice/index.ts',
    './signature': './src/signature/index.ts',
    './rich-text': './src/rich-text/index.ts',
    './repeater': './src/repeater/index.ts',
    './phone': './src/phone/index.ts',
    './country-list': './src/country-list/index.ts',
    './date-time': './src/date-time/index.ts',
    './address': './src/address/index.ts',
    './mask': './src/mask/index.ts',
    './color-picker': './src/color-picker/index.ts',
    './range-slider': './src/range-slider/index.ts',
    './popup': './src/popup/index.ts',
    './save-progress': './src/save-progress/index.ts',
    './preview': './src/preview/index.ts',
    './style': './src/style-config/index.ts',
    './booking': './src/booking/index.ts',
  },
});

// The phone metadata parts are computed at build time: the bundle holds each part, not the full metadata.
config.module?.rules?.unshift({
  test: /[\\/]src[\\/]phone[\\/]metadata[\\/](index-data|group-\d)\.ts$/,
  type: 'javascript/auto',
  use: [{ loader: path.join(packageDir, 'build-time-value-loader.cjs') }],
});

// libphonenumber-js's code goes into the chunk that uses it (phone-core), not a vendor chunk of its own:
// one chunk fewer in the remote entry's maps, which every page with a form downloads.
const splitChunks = config.optimization?.splitChunks;
if (splitChunks && splitChunks.cacheGroups) {
  splitChunks.cacheGroups.phoneCore = { test: /[\\/]node_modules[\\/]libphonenumber-js[\\/]/, name: 'phone-core', chunks: 'async', enforce: true, priority: 10 };
}

export default config;
