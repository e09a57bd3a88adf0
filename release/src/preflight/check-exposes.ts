/**
 * The modules the active version declares and exposes that the new build drops: activating it
 * would take them off every page that carries their markup (a publish from a checkout that
 * predates them). A declaration the active version does not expose is not a problem.
 */
export function droppedExposes(registryExposes: readonly string[], activeExposes: readonly string[], buildExposes: readonly string[]): string[] {
  const build = new Set(buildExposes);
  const active = new Set(activeExposes);
  return [...new Set(registryExposes)].filter((expose) => active.has(expose) && !build.has(expose)).sort();
}
