/**
 * The exposes the registry maps to a remote that the new build drops although
 * the active version has them: activating it would take those modules off every
 * page that carries their markup. Modules the registry names but no version has
 * built yet are not a problem (the shell skips them quietly).
 */
export function droppedExposes(registryExposes: readonly string[], activeExposes: readonly string[], buildExposes: readonly string[]): string[] {
  const build = new Set(buildExposes);
  const active = new Set(activeExposes);
  return [...new Set(registryExposes)].filter((expose) => active.has(expose) && !build.has(expose)).sort();
}
