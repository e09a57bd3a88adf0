export type { FeatureModule, ModuleContext, Unmount, Logger } from './module-contract';
export { MODULE_REGISTRY, REMOTE_NAMES } from './registry/module-registry';
export type { RegistryEntry, RemoteName } from './registry/module-registry';
export { readPageGlobals } from './globals/page-globals';
export type { PageGlobals } from './globals/page-globals';
export { readBuilderContext } from './globals/builder-context';
export type { BuilderContext } from './globals/builder-context';
export { createEventBus } from './events/event-bus';
export type { EventBus } from './events/event-bus';
export type { CrossRemoteEvents, CrossRemoteEventName } from './events/cross-remote-events';
export { ACTION_POLICIES } from './actions/action-map';
export type { ActionMap, ActionName, ActionRequest, ActionAnswer, NonceKind, NonceSpec, ActionPolicy } from './actions/action-map';
export type { AjaxClient, CallOptions } from './client/ajax-client';
// Contracts of the settings, constants, actions, events, globals and hash state
// (folder indexes list their names explicitly; explicit exports above win).
export * from './settings/index';
export * from './constants/index';
export * from './actions/index';
export * from './events/index';
export * from './globals/index';
export * from './hash/index';
