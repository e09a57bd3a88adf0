/** @jest-environment jsdom */
import type { ModuleContext } from '@cms-mf/shared-contracts/module-contract';
import type { RegistryEntry } from '@cms-mf/shared-contracts/registry/module-registry';
import { createMountManager, MOUNTED_ATTRIBUTE } from './mount-manager';
import type { RemoteLoader } from './lazy-remote-loader';

const gallery: RegistryEntry = { selector: '.grid', remote: 'gallery', expose: './lightbox', load: 'immediate' };
const form: RegistryEntry = { selector: '.form', remote: 'forms', expose: './form', load: 'immediate' };
const sticky: RegistryEntry = { selector: 'body', remote: 'theme', expose: './sticky', load: 'immediate', global: 'sticky_data' };

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(modules: Record<string, unknown>, exposed = Object.keys(modules)) {
  const errors: string[] = [];
  const loader: RemoteLoader = {
    exposes: (remote, expose) => exposed.includes(`${remote}${expose}`),
    load: async (remote, expose) => {
      const exports = modules[`${remote}${expose}`];
      if (exports === undefined) throw new Error('load failed');
      return { remote, version: '1.0.0', exports };
    },
  };
  const manager = createMountManager({
    registry: [gallery, form, sticky],
    loader,
    win: window,
    contextFor: () => ({}) as ModuleContext,
    reportError: (message) => errors.push(message),
  });
  return { manager, errors };
}

function recordingModule() {
  const calls: string[] = [];
  return {
    calls,
    exports: {
      default: {
        mount(el: Element) {
          calls.push(`mount ${el.id}`);
          return () => calls.push(`unmount ${el.id}`);
        },
      },
    },
  };
}

afterEach(() => {
  document.body.innerHTML = '';
  delete (window as unknown as Record<string, unknown>).sticky_data;
});

test('mounts once per matching element, marks it, and unmounts when it leaves the page', async () => {
  document.body.innerHTML = '<div class="grid" id="a"></div><div class="grid" id="b"></div>';
  const lightbox = recordingModule();
  const { manager } = setup({ 'gallery./lightbox': lightbox.exports });
  manager.mountWithin(document);
  manager.mountWithin(document);
  await flush();
  expect(lightbox.calls).toEqual(['mount a', 'mount b']);
  expect(document.getElementById('a')!.getAttribute(MOUNTED_ATTRIBUTE)).toBe('gallery/lightbox');

  document.getElementById('a')!.remove();
  manager.sweepDisconnected();
  expect(lightbox.calls).toEqual(['mount a', 'mount b', 'unmount a']);
});

test('a module the active release does not expose is skipped without loading anything', async () => {
  document.body.innerHTML = '<div class="form" id="f"></div>';
  const { manager, errors } = setup({}, []);
  manager.mountWithin(document);
  await flush();
  expect(errors).toEqual([]);
  expect(document.getElementById('f')!.hasAttribute(MOUNTED_ATTRIBUTE)).toBe(false);
});

test('a module that throws in mount is reported once and the others still mount', async () => {
  document.body.innerHTML = '<div class="form" id="f"></div><div class="grid" id="g"></div>';
  const lightbox = recordingModule();
  const { manager, errors } = setup({
    'forms./form': { default: { mount: () => { throw new Error('boom'); } } },
    'gallery./lightbox': lightbox.exports,
  });
  manager.mountWithin(document);
  await flush();
  expect(errors).toEqual(['forms@1.0.0 ./form: mount failed; the server markup stays as it is']);
  expect(lightbox.calls).toEqual(['mount g']);
});

test('exports without mount() are refused like a failing mount', async () => {
  document.body.innerHTML = '<div class="form" id="f"></div>';
  const { manager, errors } = setup({ 'forms./form': { default: 42 } });
  manager.mountWithin(document);
  await flush();
  expect(errors).toHaveLength(1);
});

test('an element removed while its module loads is unmounted as soon as it mounts', async () => {
  document.body.innerHTML = '<div class="grid" id="a"></div>';
  const lightbox = recordingModule();
  const { manager } = setup({ 'gallery./lightbox': lightbox.exports });
  manager.mountWithin(document);
  document.getElementById('a')!.remove();
  manager.sweepDisconnected();
  await flush();
  expect(lightbox.calls).toEqual([]);
});

test('page-level modules mount only when their page global is present', async () => {
  const stickyModule = recordingModule();
  const { manager } = setup({ 'theme./sticky': stickyModule.exports });
  manager.mountWithin(document);
  await flush();
  expect(stickyModule.calls).toEqual([]);
  (window as unknown as Record<string, unknown>).sticky_data = {};
  manager.mountWithin(document);
  await flush();
  expect(stickyModule.calls).toEqual(['mount ']);
});

test('an unmount that throws is reported and does not stop the others', async () => {
  document.body.innerHTML = '<div class="grid" id="a"></div><div class="form" id="f"></div>';
  const lightbox = recordingModule();
  const { manager, errors } = setup({
    'gallery./lightbox': lightbox.exports,
    'forms./form': { default: { mount: () => () => { throw new Error('bad unmount'); } } },
  });
  manager.mountWithin(document);
  await flush();
  manager.unmountAll();
  expect(errors).toEqual(['forms ./form: unmount threw']);
  expect(lightbox.calls).toEqual(['mount a', 'unmount a']);
});
