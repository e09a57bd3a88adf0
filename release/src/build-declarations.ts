import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { checkDeclaration, MODULES_FILE, type ModuleDeclaration } from '@cms-mf/shared-contracts/registry/module-declaration';
import { HEALTH_EXPOSE, isRecord } from '@cms-mf/shared-contracts';

/** A build's module declarations (MODULES_FILE), checked as the shell will check them. */
export interface BuildDeclarations {
  /** Undefined when the build has no readable MODULES_FILE (a problem). */
  readonly modules?: readonly ModuleDeclaration[];
  /** Why a declaration cannot be published, in words; empty when all are good. */
  readonly problems: readonly string[];
}

/**
 * Reads what a build declares. A declaration the shell would skip, or one that names a module the
 * build does not expose, is a problem: publishing it would leave markup that never mounts.
 */
export async function readBuildDeclarations(buildDir: string, exposes: readonly string[]): Promise<BuildDeclarations> {
  let text: string;
  try {
    text = await readFile(path.join(buildDir, MODULES_FILE), 'utf8');
  } catch {
    return { problems: [`it has no readable ${MODULES_FILE}, which lists the modules the shell mounts from it`] };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { problems: [`its ${MODULES_FILE} is not JSON`] };
  }
  const list = isRecord(json) ? json.modules : undefined;
  if (!Array.isArray(list)) return { problems: [`its ${MODULES_FILE} is not {"modules": [...]}`] };
  const modules: ModuleDeclaration[] = [];
  const problems: string[] = [];
  list.forEach((value, index) => {
    const check = checkDeclaration(value);
    if (!check.ok) problems.push(`its ${MODULES_FILE} holds a declaration the shell refuses (entry ${index}): ${check.reason}`);
    else if (!exposes.includes(check.declaration.expose)) problems.push(`it declares ${check.declaration.expose}, which it does not expose`);
    else modules.push(check.declaration);
  });
  return { modules, problems };
}

/**
 * The modules a published version puts on pages: what it declares, or, for a version published
 * before modules travelled with their remote, every module it exposes but its health check.
 */
export function declaredExposes(version: { readonly exposes: readonly string[]; readonly modules?: readonly unknown[] }): string[] {
  if (!version.modules) return version.exposes.filter((expose) => expose !== HEALTH_EXPOSE);
  return version.modules.flatMap((value) => {
    const check = checkDeclaration(value);
    return check.ok ? [check.declaration.expose] : [];
  });
}
