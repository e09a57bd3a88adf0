import { checkDeclaration, type ModuleDeclaration } from '@cms-mf/shared-contracts/registry/module-declaration';

/** MODULES_FILE's text, or every reason the build refuses the declarations. */
export type DeclarationsFile = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly problems: readonly string[] };

/**
 * The declarations a remote's build writes beside its entry: each one checked as every reader
 * checks it (`checkDeclaration`), and each naming a module the build exposes, since the shell
 * would otherwise ask the container for a module it does not have on every matching page. The
 * text has the checked declarations in the order given (keys in one order) and ends in a newline.
 */
export function declarationsFile(remote: string, exposes: readonly string[], modules: readonly unknown[]): DeclarationsFile {
  const problems: string[] = [];
  const declarations: ModuleDeclaration[] = [];
  modules.forEach((value, index) => {
    const checked = checkDeclaration(value);
    if (!checked.ok) {
      problems.push(`${remote}: module declaration ${index + 1} is refused: ${checked.reason}`);
      return;
    }
    if (!exposes.includes(checked.declaration.expose)) {
      problems.push(`${remote}: the declaration of ${checked.declaration.expose} names a module the build does not expose (it exposes ${[...exposes].sort().join(', ') || 'nothing'})`);
      return;
    }
    declarations.push(checked.declaration);
  });
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, text: `${JSON.stringify({ modules: declarations }, null, 2)}\n` };
}
