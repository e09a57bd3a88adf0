import type { Optimization } from '@rspack/core';

/**
 * Module and chunk ids by their order in the module graph. The default ids are hashes of each
 * module's identifier, and the federation plugin's shared modules (`provide shared module …
 * = /abs/node_modules/preact/…`) and its startup module have identifiers that hold absolute
 * paths: the same sources built in another folder got other ids, chunk hashes and entry bytes.
 * Ids follow the sources now; adding a module can renumber later ones, which costs only a
 * version's cache hits, since every version is a folder of its own.
 */
export const REPRODUCIBLE_IDS = { moduleIds: 'natural', chunkIds: 'natural' } as const satisfies Optimization;
