import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { planFiles } from '@cms-mf/shell/plan-files';
import { checkDeclaration } from '@cms-mf/shared-contracts/registry/module-declaration';
import { RELEASE_POINTER_FILE } from '@cms-mf/shared-contracts/release/release-files';
import { activeVersion, parseReleasePointer, SRI_SHA384, type ReleasePointer } from '@cms-mf/shared-contracts/release/release-pointer';
import { escapeHtml } from '../html/escape-html';
import { firstMarkupIndex } from './markup-position';

/** Where app.ts serves the release pointer: the files it lists are relative to it, as the shell resolves them. */
const POINTER_URL = new URL(`http://site.invalid/mf/${RELEASE_POINTER_FILE}`);
/**
 * The first this many modules of the page that load on interaction are hinted: the top of the page, where
 * a tap made as soon as it shows lands. The server has no layout, so document order stands for the fold;
 * the page's later modules still arrive with the shell's idle warm-up.
 */
export const EARLY_MODULES = 2;
/** A path the release tool writes under the pointer's folder: nothing that could leave an attribute or the folder. */
const SAFE_PATH = /^remotes\/[\w.@+-]+(?:\/[\w.@+-]+)*\.js$/;

/** One module the page holds that a visitor may use at once, and where its markup begins. */
export interface EarlyModule {
  readonly remote: string;
  readonly expose: string;
  readonly at: number;
}

/**
 * The modules of `html` that load on interaction, from the versions the pointer makes active, first in
 * document order. A remote with a canary is left out: the visitor's bucket is drawn in the browser, so the
 * server cannot know which version it will run.
 */
export function earlyModules(pointer: ReleasePointer, html: string, limit: number = EARLY_MODULES): EarlyModule[] {
  const found: EarlyModule[] = [];
  for (const [remote, release] of Object.entries(pointer.remotes)) {
    if (release.canary) continue;
    const version = activeVersion(release);
    for (const raw of version?.modules ?? []) {
      const check = checkDeclaration(raw);
      if (!check.ok || check.declaration.load !== 'interaction' || check.declaration.global !== undefined) continue;
      const { selector, expose } = check.declaration;
      if (!version!.exposes.includes(expose) || found.some((m) => m.remote === remote && m.expose === expose)) continue;
      const at = firstMarkupIndex(html, selector);
      if (at >= 0) found.push({ remote, expose, at });
    }
  }
  return found.sort((a, b) => a.at - b.at).slice(0, limit);
}

/**
 * `<link rel="preload" as="script">` for each early module's remote entry and chunks, with the integrity and
 * CORS mode of the script tags that will run them (the shell's own hints, runtime/chain/file-hints.ts), so the
 * browser reuses the response and still checks every hash; at low priority, since at high priority they delayed
 * the gallery's LCP image on a desktop (1.3 s against 0.87 s) while low keeps most of the early tap's gain. The
 * first module's remote brings its shared chunks,
 * as the shell asks for them (chain/plan-files.ts). A file whose path or hash is not one the release tool writes is left out.
 */
export function moduleHintTags(pointer: ReleasePointer, html: string): string {
  const links: string[] = [];
  const seen = new Set<string>();
  earlyModules(pointer, html).forEach((module, index) => {
    const version = activeVersion(pointer.remotes[module.remote])!;
    for (const file of planFiles(version, module.expose, POINTER_URL.href, index === 0)) {
      const href = new URL(file.href);
      const relative = href.pathname.slice(path.posix.dirname(POINTER_URL.pathname).length + 1);
      if (href.origin !== POINTER_URL.origin || !SAFE_PATH.test(relative) || !SRI_SHA384.test(file.integrity) || seen.has(href.pathname)) continue;
      seen.add(href.pathname);
      links.push(`<link rel="preload" as="script" fetchpriority="low" crossorigin="anonymous" integrity="${escapeHtml(file.integrity)}" href="${escapeHtml(href.pathname)}">`);
    }
  });
  return links.join('\n');
}

let cached: { readonly file: string; readonly stamp: string; readonly pointer: ReleasePointer | null } | undefined;

/**
 * The live release pointer, as published: read again whenever `release` rewrites it (publish, rollback,
 * canary), so the next page view hints what the shell will load. Null when there is none or it is unreadable.
 */
export function livePointer(releasesDir: string): ReleasePointer | null {
  const file = path.join(releasesDir, RELEASE_POINTER_FILE);
  const info = statSync(file, { throwIfNoEntry: false });
  if (info === undefined) return null;
  // The release tool replaces the file by a rename: a new inode, even within the same millisecond.
  const stamp = `${info.ino}:${info.mtimeMs}:${info.size}`;
  if (cached?.file === file && cached.stamp === stamp) return cached.pointer;
  let pointer: ReleasePointer | null;
  try {
    pointer = parseReleasePointer(JSON.parse(readFileSync(file, 'utf8'))).pointer;
  } catch {
    pointer = null;
  }
  cached = { file, stamp, pointer };
  return pointer;
}
