import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type AbTest, parseAbTests } from './ab-tests';
import { type BlogPost, parseBlogPosts } from './blog-posts';
import { CatalogueError } from './catalogue-error';
import type { FormDefinition } from './form-definition';
import { type NewsletterList, parseNewsletterLists } from './newsletter-lists';
import { parseForm } from './parse-form';

/** The CMS content the server rules read, loaded and checked once at start. */
export interface Cms {
  /** Forms by id (CF7 form id or page-builder `form_unique_num`). */
  readonly forms: ReadonlyMap<number, FormDefinition>;
  readonly newsletterLists: readonly NewsletterList[];
  readonly abTests: readonly AbTest[];
  readonly posts: readonly BlogPost[];
}

const FORM_FILE = /^([1-9][0-9]{0,8})\.json$/;

/**
 * Loads `cmsDir`: every `forms/{id}.json`, plus the optional `newsletters.json`,
 * `ab-tests.json` and `posts.json`. Any malformed file stops the start with a
 * CatalogueError naming it: a site must not run with half its content.
 */
export function loadCms(cmsDir: string): Cms {
  const formsDir = path.join(cmsDir, 'forms');
  const forms = new Map<number, FormDefinition>();
  for (const name of listDir(formsDir).sort()) {
    if (!name.endsWith('.json')) continue;
    const file = path.join(formsDir, name);
    const match = FORM_FILE.exec(name);
    if (!match) throw new CatalogueError(file, '', 'a form file must be named {id}.json with a positive integer id');
    const form = parseForm(readJson(file), file, Number(match[1]));
    forms.set(form.id, form);
  }
  return {
    forms,
    newsletterLists: optionalFile(path.join(cmsDir, 'newsletters.json'), parseNewsletterLists),
    abTests: optionalFile(path.join(cmsDir, 'ab-tests.json'), parseAbTests),
    posts: optionalFile(path.join(cmsDir, 'posts.json'), parseBlogPosts),
  };
}

function listDir(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

function readJson(file: string): unknown {
  const source = readFileSync(file, 'utf8');
  try {
    return JSON.parse(source);
  } catch (error) {
    throw new CatalogueError(file, '', `is not valid JSON: ${(error as Error).message}`);
  }
}

function optionalFile<T>(file: string, parse: (value: unknown, file: string) => T[]): T[] {
  try {
    return parse(readJson(file), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
