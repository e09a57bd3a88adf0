/** @jest-environment jsdom */
import path from 'node:path';
import { checkDeclaration, isBrowserSelector } from '@cms-mf/shared-contracts/registry/module-declaration';
import { workspaceRegistry, workspaceRemotes } from './workspace-remotes';

const REPO_ROOT = path.resolve(__dirname, '../..');

test('the remotes are the folders under remotes/, found, not listed', () => {
  expect(workspaceRemotes(REPO_ROOT)).toEqual(expect.arrayContaining(['forms', 'gallery', 'payments', 'shop', 'theme']));
});

test('every module a remote declares passes the shell’s checks, and no remote declares one module twice', async () => {
  const registry = await workspaceRegistry(REPO_ROOT);
  expect(registry.length).toBeGreaterThan(60);
  for (const { remote: _remote, ...declaration } of registry) {
    expect(checkDeclaration(declaration)).toEqual({ ok: true, declaration });
    expect(isBrowserSelector(declaration.selector, document)).toBe(true);
  }
  const keys = registry.map((e) => `${e.remote}${e.expose}`);
  expect(new Set(keys).size).toBe(keys.length);
});

test('the gallery lightbox is found by our documented markup and the page builder gallery', async () => {
  expect(await workspaceRegistry(REPO_ROOT)).toContainEqual({ selector: '.eacf7-gallery, .et_pb_gallery', remote: 'gallery', expose: './lightbox', load: 'interaction' });
});
