export { sanitizeHashState } from './sanitize-hash-state';
export {
  HASH_MODULE_SEPARATOR,
  HASH_PARAM_SEPARATOR,
  TAB_HASH_PREFIX,
  moduleParams,
  parseHashState,
  serializeHashState,
  tabSlugFromHash,
  withModuleState,
} from './parse-hash-state';
export type { HashModuleState } from './parse-hash-state';
