/**
 * Reading the documentation as data, for `docs.test.ts`: fenced blocks, links,
 * heading anchors and the commands in shell blocks. Pure functions of the text.
 */

export interface FencedBlock {
  /** The info string's first word: `bash`, `html`… ('' when none). */
  readonly lang: string;
  readonly body: string;
}

const FENCE = /^```([\w-]*)[^\n]*\n([\s\S]*?)^```\s*$/gm;

export function fencedBlocks(markdown: string): FencedBlock[] {
  return [...markdown.matchAll(FENCE)].map((match) => ({ lang: match[1] ?? '', body: match[2] ?? '' }));
}

/** The text outside fenced blocks and inline code, where links are links. */
export function prose(markdown: string): string {
  return markdown.replace(FENCE, '').replace(/`[^`\n]*`/g, '');
}

/** Targets of Markdown links and images, and of `href`/`src` attributes written in the prose. */
export function linkTargets(markdown: string): string[] {
  const text = prose(markdown);
  const markdownLinks = [...text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!);
  const htmlLinks = [...text.matchAll(/\b(?:href|src)="([^"]+)"/g)].map((m) => m[1]!);
  return [...markdownLinks, ...htmlLinks];
}

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every heading anchor of a document (outside fenced blocks). */
export function headingSlugs(markdown: string): Set<string> {
  const text = markdown.replace(FENCE, '');
  return new Set([...text.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)].map((m) => headingSlug(m[1]!)));
}

/** Whether an `http(s)` URL names a public site (not this machine or a private name). */
export function isPublicWebUrl(target: string): boolean {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  const host = url.hostname;
  return !/^(localhost|127\.\d+\.\d+\.\d+|0\.0\.0\.0|\[::1\])$/.test(host) && !host.endsWith('.local') && host.includes('.');
}

/**
 * Splits a shell line into commands and words, the way `bash` would for the
 * simple lines the guides hold: quotes kept together, `$(…)` kept as one word,
 * `#` comments dropped, commands separated by `&&`, `||`, `;` and `|`.
 */
export function shellCommands(line: string): string[][] {
  const commands: string[][] = [];
  let words: string[] = [];
  let word = '';
  let quote: '"' | "'" | null = null;
  let depth = 0;
  const endWord = () => {
    if (word !== '') words.push(word);
    word = '';
  };
  const endCommand = () => {
    endWord();
    if (words.length > 0) commands.push(words);
    words = [];
  };
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i]!;
    if (quote) {
      if (c === quote) quote = null;
      else word += c;
      continue;
    }
    if (depth > 0) {
      word += c;
      if (c === '(') depth += 1;
      if (c === ')') depth -= 1;
      continue;
    }
    if (c === '$' && line[i + 1] === '(') {
      word += '$(';
      depth = 1;
      i += 1;
    } else if (c === '"' || c === "'") {
      quote = c;
    } else if (c === '#' && word === '') {
      break;
    } else if (c === ' ' || c === '\t') {
      endWord();
    } else if (c === ';' || c === '|' || (c === '&' && line[i + 1] === '&')) {
      if ((c === '|' && line[i + 1] === '|') || c === '&') i += 1;
      endCommand();
    } else {
      word += c;
    }
  }
  endCommand();
  return commands;
}

/** The logical lines of a shell block: continuation lines joined, blank and comment lines dropped. */
export function shellLines(body: string): string[] {
  return body
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}
