/**
 * The build factories, kept at this path for the packages' configs that import them from here.
 * They live in build/ (build/index.ts), one concept per file.
 */
export * from './build/index';
