import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PublishedVersion, ReleasePointer } from '@cms-mf/shared-contracts/release/release-pointer';
import { earlyModules, livePointer, moduleHintTags } from './module-hints';
import { asksToSaveData } from './pages-route';

const hash = (c: string) => `sha384-${c.repeat(64)}`;
const version = (remote: string, v: string, modules: { selector: string; expose: string; load: string }[], shared = false): PublishedVersion => ({
  version: v,
  entry: `remotes/${remote}/${v}/remoteEntry.js`,
  integrity: hash('E'),
  exposes: modules.map((m) => m.expose),
  files: Object.fromEntries(modules.map((m) => [m.expose, [{ path: `remotes/${remote}/${v}/${m.expose.slice(2)}.js`, integrity: hash('F') }, ...(shared ? [{ path: `remotes/${remote}/${v}/ui.js`, integrity: hash('S'), shared: true as const }] : [])]])),
  modules,
  publishedAt: '',
});
const lightbox = { selector: '.eacf7-gallery, .et_pb_gallery', expose: './lightbox', load: 'interaction' };
const slider = { selector: '.et_pb_slider', expose: './slider', load: 'immediate' };
const menus = { selector: '.et_pb_menu', expose: './menu-module', load: 'interaction' };
const phone = { selector: 'input.eacf7-phone', expose: './phone', load: 'interaction' };
const form = { selector: '.wpcf7', expose: './form', load: 'interaction' };

const pointer = (gallery = version('gallery', '1.0.0', [lightbox], true)): ReleasePointer => ({
  schemaVersion: 1,
  remotes: {
    gallery: { active: gallery.version, history: [gallery] },
    theme: { active: '2.0.0', history: [version('theme', '2.0.0', [slider, menus])] },
    forms: { active: '3.0.0', history: [version('forms', '3.0.0', [form, phone])] },
  },
});

const galleryPage = '<body><h1>Harbour</h1><div class="eacf7-gallery"><a class="eacf7-gallery-item" href="/a.svg">a</a></div></body>';

test('hints the entry and the chunks, shared ones too, of a module the page holds that loads on interaction, with their integrity', () => {
  expect(moduleHintTags(pointer(), galleryPage).split('\n')).toEqual([
    `<link rel="preload" as="script" fetchpriority="low" crossorigin="anonymous" integrity="${hash('E')}" href="/mf/remotes/gallery/1.0.0/remoteEntry.js">`,
    `<link rel="preload" as="script" fetchpriority="low" crossorigin="anonymous" integrity="${hash('F')}" href="/mf/remotes/gallery/1.0.0/lightbox.js">`,
    `<link rel="preload" as="script" fetchpriority="low" crossorigin="anonymous" integrity="${hash('S')}" href="/mf/remotes/gallery/1.0.0/ui.js">`,
  ]);
});

test('never for modules the page does not hold, nor for those that load otherwise', () => {
  expect(moduleHintTags(pointer(), '<body><div class="et_pb_slider"></div><p>eacf7-gallery</p></body>')).toBe('');
});

test('the first two such modules in document order, from different remotes; shared chunks with the first only', () => {
  const page = '<div class="et_pb_menu"></div><div class="wpcf7"><input class="eacf7-phone"></div><div class="eacf7-gallery"></div>';
  expect(earlyModules(pointer(), page).map((m) => `${m.remote}${m.expose}`)).toEqual(['theme./menu-module', 'forms./form']);
  expect(moduleHintTags(pointer(), page)).not.toContain('ui.js');
});

test('a remote with a canary is not hinted: the visitor’s bucket is drawn in the browser', () => {
  const p = pointer();
  const withCanary: ReleasePointer = { ...p, remotes: { ...p.remotes, gallery: { ...p.remotes.gallery!, canary: { version: '1.0.0', percent: 10, startedAt: '' } } } };
  expect(moduleHintTags(withCanary, galleryPage)).toBe('');
});

test('a file whose path or hash the release tool would not write is left out', () => {
  const bad = version('gallery', '1.0.0', [lightbox]);
  const tampered: PublishedVersion = { ...bad, integrity: 'sha384-short', files: { './lightbox': [{ path: 'remotes/gallery/1.0.0/"><script>x</script>.js', integrity: hash('F') }, { path: '../../etc/passwd.js', integrity: hash('F') }] } };
  expect(moduleHintTags(pointer(tampered), galleryPage)).toBe('');
});

test('the live pointer is read again once the release tool replaces it (a rollback)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'module-hints-'));
  try {
    const write = (p: ReleasePointer) => {
      writeFileSync(path.join(dir, 'next.json'), JSON.stringify(p));
      renameSync(path.join(dir, 'next.json'), path.join(dir, 'remotes.json'));
    };
    expect(livePointer(dir)).toBeNull();
    write(pointer(version('gallery', '1.1.0', [lightbox])));
    expect(moduleHintTags(livePointer(dir)!, galleryPage)).toContain('/gallery/1.1.0/remoteEntry.js');
    write(pointer(version('gallery', '1.0.0', [lightbox])));
    expect(moduleHintTags(livePointer(dir)!, galleryPage)).toContain('/gallery/1.0.0/remoteEntry.js');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('Save-Data is asked for by `on`, in any case', () => {
  expect(asksToSaveData('on')).toBe(true);
  expect(asksToSaveData(' On ')).toBe(true);
  expect(asksToSaveData('off')).toBe(false);
  expect(asksToSaveData(undefined)).toBe(false);
});
