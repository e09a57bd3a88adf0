import { checkDeclaration, isBrowserSelector } from '@cms-mf/shared-contracts/registry/module-declaration';
import type { RegistryEntry } from '@cms-mf/shared-contracts/registry/module-registry';
import { activeVersion, type ReleasePointer } from '@cms-mf/shared-contracts/release/release-pointer';
import { MODULE_ATTRIBUTE } from '../boot/boot-probe';

/**
 * The page's module registry: what the version of each remote this visitor runs (canary and
 * override included) declares, so a module ships, canaries and rolls back with its remote's code.
 * A declaration the shell cannot use (malformed, or a selector the browser cannot read) is
 * skipped with one report naming remote, version and entry; the others mount. Each module also
 * mounts on markup that names it explicitly (`data-cmsmf-module="remote/name"`).
 */
export function pointerRegistry(pointer: ReleasePointer, doc: Document, report: (message: string) => void): RegistryEntry[] {
  const registry: RegistryEntry[] = [];
  for (const [remote, release] of Object.entries(pointer.remotes)) {
    const version = activeVersion(release);
    version?.modules?.forEach((value, index) => {
      const check = checkDeclaration(value);
      const skip = (reason: string) => report(`remote "${remote}" version "${version.version}": module entry ${index} skipped: ${reason}`);
      if (!check.ok) return skip(check.reason);
      const { declaration } = check;
      if (!isBrowserSelector(declaration.selector, doc)) return skip(`${declaration.expose}: the browser cannot read the selector ${JSON.stringify(declaration.selector)}`);
      registry.push({ ...declaration, selector: `${declaration.selector},[${MODULE_ATTRIBUTE}~="${remote}/${declaration.expose.slice(2)}"]`, remote });
    });
  }
  return registry;
}
