export { flavourFromEnv, type Flavour } from './flavour';
export { createRemoteConfig, type RemoteBuildOptions } from './remote-config';
export { createShellConfig, type ShellBuildOptions } from './shell-config';
export { cmsmfPreset, type CmsmfPreset, type CmsmfPresetOptions, type FederationOptions } from './federation-preset';
export { sharedModules, type SharedSingleton } from './shared-modules';
