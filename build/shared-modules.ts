import path from 'node:path';
import { createRequire } from 'node:module';
import type { Flavour } from './flavour';

const require = createRequire(import.meta.url);
const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

function versionOf(pkg: string): string {
  return (require(path.join(repoRoot, 'node_modules', pkg, 'package.json')) as { version: string }).version;
}

/**
 * Shared singletons, each with an explicit version: preact's subpaths have none
 * of their own, and a missing version breaks the share-scope negotiation.
 */
export interface SharedSingleton {
  singleton: true;
  version: string;
  requiredVersion: string;
  /** Set when the request shares another module: what it resolves to and the key it shares under. */
  import?: string;
  shareKey?: string;
}

export function sharedModules(flavour: Flavour): Record<string, SharedSingleton> {
  const singleton = (versionFrom: string): SharedSingleton => {
    const version = versionOf(versionFrom);
    return { singleton: true, version, requiredVersion: `^${version}` };
  };
  /** Federation matches the request as written, before `resolve.alias`: a request that stands for another module must say so. */
  const sharedAs = (target: string, versionFrom: string): SharedSingleton => ({ ...singleton(versionFrom), import: target, shareKey: target });
  const ui: Record<string, SharedSingleton> =
    flavour === 'preact'
      ? {
          preact: singleton('preact'),
          'preact/hooks': singleton('preact'),
          'preact/compat': singleton('preact'),
          'preact/compat/client': singleton('preact'),
          'preact/jsx-runtime': singleton('preact'),
          // `react` imports (ours and jotai's) go to preact/compat through preactAliases(); unshared,
          // every remote would bundle a second preact/compat of its own.
          react: sharedAs('preact/compat', 'preact'),
          'react-dom': sharedAs('preact/compat', 'preact'),
          'react-dom/client': sharedAs('preact/compat/client', 'preact'),
          'react/jsx-runtime': sharedAs('preact/jsx-runtime', 'preact'),
        }
      : {
          react: singleton('react'),
          'react-dom': singleton('react-dom'),
          'react-dom/client': singleton('react-dom'),
          'react/jsx-runtime': singleton('react'),
        };
  return {
    ...ui,
    // One jotai per page, whichever entry point a remote imports: `jotai/react` reaches the
    // store through a relative import, so sharing the subpaths apart would bundle two stores.
    jotai: singleton('jotai'),
    'jotai/vanilla': sharedAs('jotai', 'jotai'),
    'jotai/react': sharedAs('jotai', 'jotai'),
  };
}
