import { rspack, type Configuration } from '@rspack/core';
import { preactAliases, type Flavour } from './flavour';

function swcRule(flavour: Flavour) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', importSource: flavour === 'preact' ? 'preact' : 'react' } },
      },
    },
    type: 'javascript/auto',
  };
}

/** What every package's build shares: TS/TSX through swc, the flavour's aliases, the build label. */
export function commonConfig(packageDir: string, flavour: Flavour): Configuration {
  const production = process.env.NODE_ENV !== 'development';
  return {
    context: packageDir,
    mode: production ? 'production' : 'development',
    devtool: production ? false : 'source-map',
    target: ['web', 'es2020'],
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
      alias: flavour === 'preact' ? preactAliases() : {},
    },
    module: { rules: [swcRule(flavour)] },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        'process.env.CMS_MF_BUILD_LABEL': JSON.stringify(process.env.CMS_MF_BUILD_LABEL ?? ''),
      }),
    ],
    performance: false,
  };
}
