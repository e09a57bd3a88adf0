/**
 * The part of a build's stats that `sharedRequires` reads (`stats.toJson({ chunkGroups, chunks,
 * chunkModules, ids })`): named chunk groups with their chunks and assets, chunks with their modules.
 */
export interface RequiresStats {
  readonly namedChunkGroups?: Readonly<Record<string, { readonly chunks?: readonly (string | number)[]; readonly assets?: ReadonlyArray<{ readonly name: string }> }>>;
  readonly chunks?: ReadonlyArray<{ readonly id?: string | number | null; readonly modules?: ReadonlyArray<{ readonly moduleType?: string; readonly name?: string }> }>;
}

/** One exposed module of `mf-manifest.json`, with what this adds to it. */
export interface ManifestExpose {
  path?: string;
  assets?: { js?: { sync?: string[] } };
  requires?: string[];
  onUse?: string[];
  onUseRequires?: string[];
}

/**
 * How rspack names a consume-shared module in its stats: `consume shared module (default)
 * preact/hooks@^11.2.0 (singleton) …`. The share key is read from it; a name of another shape (a
 * bundler upgrade that rewords it) fails the build rather than writing wrong `requires` that
 * would make pages download what they need too late.
 */
const CONSUME_NAME = /^consume shared module \([^)]*\) (.+?)@/;

/** The share keys of the consume modules in a chunk group's chunks, sorted. */
function consumedBy(stats: RequiresStats, chunks: readonly (string | number)[]): string[] {
  const keys = new Set<string>();
  for (const id of chunks) {
    for (const module of stats.chunks?.find((chunk) => chunk.id === id)?.modules ?? []) {
      if (module.moduleType !== 'consume-shared-module') continue;
      const key = CONSUME_NAME.exec(module.name ?? '')?.[1];
      if (key === undefined) throw new Error(`SharedRequiresPlugin: a consume-shared module is named "${module.name ?? ''}", not "consume shared module (scope) key@range…": the bundler changed its stats`);
      keys.add(key);
    }
  }
  return [...keys].sort();
}

/**
 * Adds to each exposed module of a federation manifest the shared libraries it needs before it
 * runs (`requires`: the share keys consumed in its own chunk group) and, for the chunks it needs
 * on first use (`onUse`, by `webpackChunkName`), their files and the libraries those need
 * (`onUseRequires`). Pure: the plugin (shared-requires-plugin.ts) reads and writes the files.
 * Throws on an `onUse` name that names no chunk.
 */
export function sharedRequires(exposes: readonly ManifestExpose[], stats: RequiresStats, onUse: Readonly<Record<string, readonly string[]>> = {}): ManifestExpose[] {
  const named = stats.namedChunkGroups ?? {};
  const groups = Object.entries(named).filter(([name]) => name.startsWith('__federation_expose_'));
  return exposes.map((original) => {
    const expose = { ...original };
    const sync = expose.assets?.js?.sync ?? [];
    const group = groups.find(([, g]) => sync.length > 0 && sync.every((asset) => (g.assets ?? []).some((a) => a.name === asset)))?.[1];
    if (!group) return expose;
    expose.requires = consumedBy(stats, group.chunks ?? []);
    const later = (onUse[expose.path ?? ''] ?? []).map((name) => {
      const found = named[name];
      if (!found) throw new Error(`onUse of ${expose.path}: no chunk is named "${name}" (webpackChunkName)`);
      return found;
    });
    if (later.length === 0) return expose;
    expose.onUse = [...new Set(later.flatMap((g) => (g.assets ?? []).map((a) => a.name).filter((name) => name.endsWith('.js'))))];
    expose.onUseRequires = [...new Set(later.flatMap((g) => consumedBy(stats, g.chunks ?? [])))].sort();
    return expose;
  });
}
