import path from 'node:path';
import { createShellConfig } from '../rspack.config.base';

export default createShellConfig({ packageDir: path.dirname(new URL(import.meta.url).pathname) });
