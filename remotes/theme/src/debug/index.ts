export { createDebugLog, debugAreasOf, DEBUG_AREAS, DEBUG_STORAGE_KEY, pageDebugLog } from './debug-log';
export type { DebugArea, DebugLog } from './debug-log';
