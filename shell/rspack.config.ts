import path from 'node:path';
import { rspack } from '@rspack/core';
import { createShellConfig } from '../rspack.config.base';
import { MODULE_REGISTRY } from '@cms-mf/shared-contracts/registry/module-registry';
import { createBootProbe } from '@cms-mf/shared-contracts/registry/create-boot-probe';
import { compactRegistry } from '@cms-mf/shared-contracts/registry/compact-registry';

const config = createShellConfig({ packageDir: path.dirname(new URL(import.meta.url).pathname) });
const probe = createBootProbe(MODULE_REGISTRY);
config.plugins = [
  ...(config.plugins ?? []),
  new rspack.DefinePlugin({
    // The initial chunk's probe, and the registry the runtime chunk expands against it.
    __CMSMF_BOOT_PROBE__: JSON.stringify(probe),
    __CMSMF_REGISTRY__: JSON.stringify(compactRegistry(MODULE_REGISTRY, probe)),
  }),
];

export default config;
