import path from 'node:path';
import { rspack } from '@rspack/core';
import { createShellConfig } from '../rspack.config.base';
import { MODULE_REGISTRY } from '@cms-mf/shared-contracts/registry/module-registry';
import { createBootProbe } from '@cms-mf/shared-contracts/registry/create-boot-probe';

const config = createShellConfig({ packageDir: path.dirname(new URL(import.meta.url).pathname) });
config.plugins = [...(config.plugins ?? []), new rspack.DefinePlugin({ __CMSMF_BOOT_PROBE__: JSON.stringify(createBootProbe(MODULE_REGISTRY)) })];

export default config;
