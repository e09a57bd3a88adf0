export { isFlagOn } from './flag';
export type { Flag } from './flag';
export { decodeBase64Json } from './base64-json';
export * from './forms/index';
export * from './theme/index';
