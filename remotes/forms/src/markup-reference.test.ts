import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MODULES } from './modules';

/**
 * The markup reference (shared-contracts/MARKUP.md) is what a CMS integrator
 * renders from: its forms parts (the page globals and the forms remote's
 * section) never call a module this remote declares "planned".
 */
const MARKUP = readFileSync(path.resolve(__dirname, '../../../shared-contracts/MARKUP.md'), 'utf8');
const section = (from: string, to: string) => MARKUP.slice(MARKUP.indexOf(from), MARKUP.indexOf(to, MARKUP.indexOf(from) + 1));
const FORMS_PARTS = section('## Page globals', '## Gallery remote') + section('## Forms remote', '\n## ');

/** How a module is named: `./save-progress`, or in prose "save progress" (or "saved progress"). */
const namesOf = (expose: string) => [expose, expose.slice(2).replace(/-/g, ' '), expose.slice(2).replace(/-/g, ' ').replace(/^save /, 'saved ')];

test('no sentence of the forms parts calls a declared forms module planned', () => {
  const declared = MODULES.map((module) => module.expose);
  const stale = FORMS_PARTS.split(/(?<=[.;|])\s/)
    .filter((sentence) => /\bplanned\b/i.test(sentence))
    .flatMap((sentence) => declared.filter((expose) => namesOf(expose).some((name) => sentence.toLowerCase().includes(name))).map((expose) => `${expose}: ${sentence.trim()}`));
  expect(stale).toEqual([]);
});

test('the forms parts say which modules need the pro flag', () => {
  const pro = /\*\*Pro\*\* modules run only when `eacf7\.isPro` is on[^:]*:([^]*?), and in `\.\/form`/.exec(FORMS_PARTS)?.[1] ?? '';
  const listed = [...pro.matchAll(/`(\.\/[a-z-]+)`/g)].map((match) => match[1]);
  expect(listed.sort()).toEqual(['./booking', './cloud-upload', './color-picker', './conversational', './image-choice', './mask', './multistep', './popup', './preview', './product-dropdown', './repeater', './rich-text', './save-progress', './signature', './style']);
});
