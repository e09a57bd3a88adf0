/** @jest-environment jsdom */
import type { PublishedVersion, ReleasePointer } from '@cms-mf/shared-contracts/release/release-pointer';
import { pointerRegistry } from './pointer-registry';

const HASH = `sha384-${'a'.repeat(64)}`;
const version = (v: string, modules?: unknown[]): PublishedVersion => ({ version: v, entry: `remotes/x/${v}/remoteEntry.js`, integrity: HASH, exposes: [], ...(modules ? { modules } : {}), publishedAt: '' });

test('mounts what the version each visitor runs declares, each module also on markup that names it', () => {
  const pointer: ReleasePointer = {
    schemaVersion: 1,
    remotes: {
      consent: { active: '2', history: [version('1', [{ selector: '.old', expose: './old', load: 'idle' }]), version('2', [{ selector: '.cmp-banner', expose: './banner', load: 'visible' }])] },
      theme: { active: '1', history: [version('1', [{ selector: 'body', expose: './sticky', load: 'immediate', global: 'et_pb_sticky_elements', pageLevel: true }])] },
    },
  };
  const reports: string[] = [];
  expect(pointerRegistry(pointer, document, (m) => reports.push(m))).toEqual([
    { selector: '.cmp-banner,[data-cmsmf-module~="consent/banner"]', expose: './banner', load: 'visible', remote: 'consent' },
    { selector: 'body,[data-cmsmf-module~="theme/sticky"]', expose: './sticky', load: 'immediate', global: 'et_pb_sticky_elements', pageLevel: true, remote: 'theme' },
  ]);
  expect(reports).toEqual([]);
  document.body.innerHTML = '<div data-cmsmf-module="other/x consent/banner"></div>';
  expect(document.querySelectorAll(pointerRegistry(pointer, document, () => undefined)[0]!.selector)).toHaveLength(1);
});

test('a declaration the shell cannot use is skipped with one report naming remote, version and entry; the rest mount', () => {
  const pointer: ReleasePointer = {
    schemaVersion: 1,
    remotes: {
      forms: {
        active: '7',
        history: [version('7', [{ selector: '.a[', expose: './broken', load: 'idle' }, { selector: '.b', expose: './soon', load: 'whenever' }, 'junk', { selector: '.ok', expose: './ok', load: 'idle' }])],
      },
    },
  };
  const reports: string[] = [];
  expect(pointerRegistry(pointer, document, (m) => reports.push(m)).map((e) => e.expose)).toEqual(['./ok']);
  expect(reports).toEqual([
    'remote "forms" version "7": module entry 0 skipped: ./broken: the browser cannot read the selector ".a["',
    'remote "forms" version "7": module entry 1 skipped: ./soon: unknown load trigger "whenever"',
    'remote "forms" version "7": module entry 2 skipped: not an object',
  ]);
});

test('a version published before modules travelled with their remote mounts nothing', () => {
  expect(pointerRegistry({ schemaVersion: 1, remotes: { gallery: { active: '1', history: [version('1')] } } }, document, () => undefined)).toEqual([]);
});
