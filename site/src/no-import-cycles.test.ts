import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * No file of the site imports, through any chain, a file that imports it back
 * (types included). A circle means two concepts woven into one: the schema
 * importing a form rule, a parser living with its route. When this fails, move
 * what both sides need into a file of its own that imports neither.
 */
const ROOT = __dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The file a relative specifier names, as the bundler resolves it; undefined for packages and other files. */
function resolveRelative(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((candidate) => existsSync(candidate));
}

function importGraph(files: readonly string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles.map(({ fileName }) => resolveRelative(file, fileName)).filter((target): target is string => target !== undefined && target.startsWith(ROOT));
      return [file, [...new Set(targets)]];
    }),
  );
}

/** Every circle found by one depth-first walk, each as the chain of files that closes it. */
function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const done = new Set<string>();
  const trail: string[] = [];
  const onTrail = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string): void => {
    trail.push(file);
    onTrail.add(file);
    for (const next of graph.get(file) ?? []) {
      if (onTrail.has(next)) cycles.push([...trail.slice(trail.indexOf(next)), next]);
      else if (!done.has(next)) visit(next);
    }
    trail.pop();
    onTrail.delete(file);
    done.add(file);
  };
  for (const file of graph.keys()) if (!done.has(file)) visit(file);
  return cycles;
}

test('no import circles in site/src', () => {
  const cycles = findCycles(importGraph(sourceFiles(ROOT)));
  expect(cycles.map((cycle) => cycle.map((file) => path.relative(ROOT, file)).join(' → '))).toEqual([]);
});
