/** `CMS_MF_FLAVOUR=react` builds against React 19; the default is preact/compat (~58 KB gz lighter). */
export type Flavour = 'preact' | 'react';

export function flavourFromEnv(): Flavour {
  return process.env.CMS_MF_FLAVOUR === 'react' ? 'react' : 'preact';
}

/** Aliases that make `react` imports resolve to preact/compat. */
export function preactAliases(): Record<string, string> {
  return {
    react$: 'preact/compat',
    'react-dom$': 'preact/compat',
    'react-dom/client$': 'preact/compat/client',
    'react/jsx-runtime$': 'preact/jsx-runtime',
    'react/jsx-dev-runtime$': 'preact/jsx-runtime',
  };
}
