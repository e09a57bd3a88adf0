import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { exposeKey, type ActiveExposes } from './active-exposes';
import type { PageType } from './page-types';

/** A page the site serves: its URL path and HTML. */
export interface PageFile {
  readonly path: string;
  readonly html: string;
}

export interface FeatureStatus {
  readonly name: string;
  /** `forms./phone` */
  readonly module: string;
  /** Its markup is on the chosen page. */
  readonly onPage: boolean;
  /** The active release of its remote exposes it. */
  readonly exposed: boolean;
}

/**
 * `built`: the page carries every feature of its type and every one is released.
 * `partial`: measured as it stands, some features missing or unreleased.
 * `not built`: no page yet, or none of its features is released.
 */
export type PageStatus = 'built' | 'partial' | 'not built';

export interface DiscoveredPage {
  readonly type: PageType;
  /** URL path of the page measured; null when there is no page to measure. */
  readonly path: string | null;
  readonly status: PageStatus;
  readonly features: readonly FeatureStatus[];
  /** Why it is not `built`, in a few words. */
  readonly note: string;
}

const present = (type: PageType, html: string) => type.features.filter((f) => f.marker.test(html));

function choosePage(type: PageType, pages: readonly PageFile[]): PageFile | undefined {
  if (type.path !== undefined) return pages.find((p) => p.path === type.path);
  const candidates = pages
    .filter((p) => (type.searchUnder ?? []).some((dir) => p.path.startsWith(dir)))
    .filter((p) => present(type, p.html).some((f) => f.primary));
  // The page showing most of the type's features; then the shortest, then the first by name (stable).
  candidates.sort((a, b) => present(type, b.html).length - present(type, a.html).length || a.path.length - b.path.length || a.path.localeCompare(b.path));
  return candidates[0];
}

function statusOf(features: readonly FeatureStatus[]): PageStatus {
  if (features.every((f) => f.onPage && f.exposed)) return 'built';
  return features.some((f) => f.onPage && f.exposed) ? 'partial' : 'not built';
}

function noteOf(features: readonly FeatureStatus[]): string {
  const missing = features.filter((f) => !f.onPage).map((f) => f.name);
  const unreleased = features.filter((f) => !f.exposed).map((f) => f.name);
  return [
    missing.length > 0 ? `not on the page: ${missing.join(', ')}` : '',
    unreleased.length > 0 ? `not released: ${unreleased.join(', ')}` : '',
  ].filter(Boolean).join('; ');
}

/**
 * Finds the page that stands for a page type and how much of it is built, so
 * the table fills in as features land without anyone editing the benchmark.
 */
export function discoverPage(type: PageType, pages: readonly PageFile[], exposes: ActiveExposes): DiscoveredPage {
  const page = choosePage(type, pages);
  if (!page) {
    const where = type.path ?? `under ${(type.searchUnder ?? []).join(', ')} with ${type.features.filter((f) => f.primary).map((f) => f.name).join(', ')}`;
    return { type, path: null, status: 'not built', features: [], note: `no demo page ${where}` };
  }
  const features = type.features.map((f) => ({
    name: f.name,
    module: exposeKey(f.remote, f.expose),
    onPage: f.marker.test(page.html),
    exposed: exposes.has(exposeKey(f.remote, f.expose)),
  }));
  return { type, path: page.path, status: statusOf(features), features, note: noteOf(features) };
}

/** URL paths of every page under the site's pages folder (`/demo/gallery.html`). */
export async function listPagePaths(pagesDir: string): Promise<string[]> {
  const entries = await readdir(pagesDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => `/${path.relative(pagesDir, path.join(e.parentPath, e.name)).split(path.sep).join('/')}`)
    .sort();
}

/**
 * The pages as the site serves them: page files are templates whose
 * placeholders (`<!-- cms:form 1 -->`) the site renders, so features are
 * recognised in the served HTML. Pages that do not answer 200 are left out.
 */
export async function readServedPages(baseUrl: string, pagesDir: string): Promise<PageFile[]> {
  const pages: PageFile[] = [];
  for (const pagePath of await listPagePaths(pagesDir)) {
    const response = await fetch(`${baseUrl}${pagePath}`);
    if (response.ok) pages.push({ path: pagePath, html: await response.text() });
  }
  return pages;
}
