/**
 * Page placeholders: HTML comments `<!-- cms:NAME ARG key=value … -->` that the
 * server replaces per request (documented in site/pages/README.md). Comments,
 * so a page opened from disk or served by another server still shows.
 */
export interface Placeholder {
  readonly name: string;
  /** Bare arguments, in order (`<!-- cms:form 1 -->` -> ['1']). */
  readonly args: readonly string[];
  /** `key=value` arguments. */
  readonly options: Readonly<Record<string, string>>;
}

const PLACEHOLDER = /<!--\s*cms:([a-z][a-z-]*)((?:\s+[A-Za-z0-9_.=-]+)*)\s*-->/g;

export function parsePlaceholder(name: string, rawArgs: string): Placeholder {
  const args: string[] = [];
  const options: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const token of rawArgs.trim().split(/\s+/).filter(Boolean)) {
    const eq = token.indexOf('=');
    if (eq > 0) options[token.slice(0, eq)] = token.slice(eq + 1);
    else args.push(token);
  }
  return { name, args, options };
}

/**
 * Replaces every placeholder with what `render` returns for it; `undefined`
 * leaves the comment in place (an unknown placeholder stays a comment).
 */
export function replacePlaceholders(html: string, render: (placeholder: Placeholder) => string | undefined): string {
  return html.replace(PLACEHOLDER, (whole, name: string, rawArgs: string) => render(parsePlaceholder(name, rawArgs)) ?? whole);
}

/** Whether the page holds a given placeholder (e.g. the form a contact post names). */
export function hasPlaceholder(html: string, name: string, firstArg: string): boolean {
  let found = false;
  replacePlaceholders(html, (placeholder) => {
    if (placeholder.name === name && placeholder.args[0] === firstArg) found = true;
    return undefined;
  });
  return found;
}
