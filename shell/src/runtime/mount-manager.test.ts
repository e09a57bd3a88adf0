/** @jest-environment jsdom */
import type { ModuleContext } from '@cms-mf/shared-contracts';
import type { RegistryEntry } from '@cms-mf/shared-contracts/registry/module-registry';
import { debugLine } from '../operations/debug-line';
import { createMountManager, MOUNTED_ATTRIBUTE, type Decision } from './mount-manager';
import { createMountLoaded } from '../loader/mount-loaded';
import type { RemoteLoader } from './lazy-remote-loader';

const gallery: RegistryEntry = { selector: '.grid', remote: 'gallery', expose: './lightbox', load: 'immediate' };
const form: RegistryEntry = { selector: '.form', remote: 'forms', expose: './form', load: 'immediate' };
const sticky: RegistryEntry = { selector: 'body', remote: 'theme', expose: './sticky', load: 'immediate', global: 'sticky_data' };

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(modules: Record<string, unknown>, exposed = Object.keys(modules), more: { registry?: RegistryEntry[]; saveData?: boolean; debug?: (decision: Decision) => void } = {}) {
  const errors: string[] = [];
  const loads: string[] = [];
  const prefetches: string[] = [];
  const loader: RemoteLoader = {
    exposes: (remote, expose) => exposed.includes(`${remote}${expose}`),
    load: async (remote, expose) => {
      loads.push(`${remote}${expose}`);
      const exports = modules[`${remote}${expose}`];
      if (exports === undefined) throw new Error('load failed');
      return { remote, version: '1.0.0', exports };
    },
    prefetch: (remote, expose) => prefetches.push(`${remote}${expose}`),
  };
  const manager = createMountManager({
    registry: more.registry ?? [gallery, form, sticky],
    loader,
    win: window,
    mountLoaded: createMountLoaded(() => ({}) as ModuleContext, (message) => errors.push(message)),
    reportError: (message) => errors.push(message),
    saveData: more.saveData,
    ...(more.debug ? { debug: more.debug } : {}),
  });
  managers.push(manager);
  return { manager, errors, loads, prefetches };
}

const managers: Array<{ unmountAll(): void }> = [];

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
  managers.splice(0).forEach((m) => m.unmountAll());
  jest.useRealTimers();
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

test('a module that throws in mount on several elements is reported once for them all', async () => {
  document.body.innerHTML = '<div class="form" id="f1"></div><div class="form" id="f2"></div><div class="form" id="f3"></div>';
  const mounts: string[] = [];
  const { manager, errors } = setup({
    'forms./form': {
      default: {
        mount: (el: Element) => {
          mounts.push(el.id);
          throw new Error('boom');
        },
      },
    },
  });
  manager.mountWithin(document);
  await flush();
  expect(mounts).toEqual(['f1', 'f2', 'f3']);
  expect(errors).toEqual(['forms@1.0.0 ./form: mount failed; the server markup stays as it is']);
  expect(document.querySelectorAll(`[${MOUNTED_ATTRIBUTE}]`)).toHaveLength(0);
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

describe('load triggers', () => {
  const lazyGallery: RegistryEntry = { ...gallery, load: 'interaction' };
  const GRID = '<div class="grid" id="g"><a href="#big-2" id="item"><img id="thumb" alt=""></a></div>';

  /** A lightbox stand-in: once mounted, it takes clicks on its links and records them. */
  function clickTakingModule() {
    const opened: string[] = [];
    const exports = {
      default: {
        mount(el: Element) {
          const onClick = (event: Event) => {
            event.preventDefault();
            opened.push((event.target as Element).closest('a')!.id);
          };
          el.addEventListener('click', onClick);
          return () => el.removeEventListener('click', onClick);
        },
      },
    };
    return { opened, exports };
  }

  test('an interaction module loads on the first pointerdown in its element, not before', async () => {
    document.body.innerHTML = `${GRID}<p id="outside">text</p>`;
    const { manager, loads } = setup({ 'gallery./lightbox': recordingModule().exports }, undefined, { registry: [lazyGallery], saveData: true });
    manager.mountWithin(document);
    document.getElementById('outside')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await flush();
    expect(loads).toEqual([]);
    document.getElementById('thumb')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await flush();
    expect(loads).toEqual(['gallery./lightbox']);
    expect(document.getElementById('g')!.getAttribute(MOUNTED_ATTRIBUTE)).toBe('gallery/lightbox');
  });

  test('the click that triggers loading is held, then replayed once into the mounted module', async () => {
    document.body.innerHTML = GRID;
    const lightbox = clickTakingModule();
    const { manager } = setup({ 'gallery./lightbox': lightbox.exports }, undefined, { registry: [lazyGallery], saveData: true });
    manager.mountWithin(document);
    const first = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.getElementById('thumb')!.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    await flush();
    expect(lightbox.opened).toEqual(['item']);
  });

  test('a plain click anywhere on an element whose entry holds any click is held and replayed on it; elsewhere only links are', async () => {
    document.body.innerHTML = `<div class="open-popup" id="card"><span id="label">Book</span></div><div class="grid" id="g"><span id="caption">x</span></div>`;
    const trigger: RegistryEntry = { selector: '.open-popup', remote: 'forms', expose: './popup', load: 'interaction', holdsAnyClick: true };
    const clicked: string[] = [];
    const popup = { default: { mount: (el: Element) => (el.addEventListener('click', () => clicked.push(el.id)), () => undefined) } };
    const { manager } = setup({ 'forms./popup': popup, 'gallery./lightbox': recordingModule().exports }, undefined, { registry: [trigger, lazyGallery], saveData: true });
    manager.mountWithin(document);
    const first = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.getElementById('label')!.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    await flush();
    expect(clicked).toEqual(['card']);
    // A click on plain text in a gallery is not held: only its links are.
    const other = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.getElementById('caption')!.dispatchEvent(other);
    expect(other.defaultPrevented).toBe(false);
  });

  test('a click inside a page-level module (a page wrapper) is not held: the link works at once, the module still loads', async () => {
    document.body.innerHTML = `<div id="page-container"><a id="about" href="#about">About</a></div>`;
    const page: RegistryEntry = { selector: '#page-container', remote: 'theme', expose: './page', load: 'idle', pageLevel: true };
    const { manager, loads } = setup({ 'theme./page': recordingModule().exports }, undefined, { registry: [page], saveData: true });
    manager.mountWithin(document);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.getElementById('about')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    document.getElementById('about')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await flush();
    expect(loads).toEqual(['theme./page']);
  });

  test('a click held by the initial chunk inside a page wrapper only is replayed at once', async () => {
    document.body.innerHTML = `<div id="page-container"><a id="about" href="#about">About</a></div>`;
    const page: RegistryEntry = { selector: '#page-container', remote: 'theme', expose: './page', load: 'idle', pageLevel: true };
    const { manager } = setup({ 'theme./page': recordingModule().exports }, undefined, { registry: [page], saveData: true });
    manager.mountWithin(document);
    const native: boolean[] = [];
    const record = (event: Event) => native.push(event.defaultPrevented);
    document.addEventListener('click', record);
    manager.adoptClick(document.getElementById('about')!);
    document.removeEventListener('click', record);
    expect(native).toEqual([false]);
  });

  test('a failed load replays the click on the server markup and waits for the next interaction', async () => {
    document.body.innerHTML = GRID;
    const lightbox = clickTakingModule();
    const modules: Record<string, unknown> = {};
    const { manager, loads } = setup(modules, ['gallery./lightbox'], { registry: [lazyGallery], saveData: true });
    manager.mountWithin(document);
    const native: boolean[] = [];
    const record = (event: Event) => native.push(event.defaultPrevented);
    document.addEventListener('click', record);
    document.getElementById('thumb')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    await flush();
    // Replayed without our hold: the browser would follow the link.
    expect(native).toEqual([true, false]);
    document.removeEventListener('click', record);
    modules['gallery./lightbox'] = lightbox.exports;
    document.getElementById('thumb')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    await flush();
    expect(loads).toEqual(['gallery./lightbox', 'gallery./lightbox']);
    expect(document.getElementById('g')!.getAttribute(MOUNTED_ATTRIBUTE)).toBe('gallery/lightbox');
  });

  test('an interaction module is fetched and mounted once idle, unless the visitor saves data', async () => {
    jest.useFakeTimers();
    document.body.innerHTML = GRID;
    const saving = setup({ 'gallery./lightbox': recordingModule().exports }, undefined, { registry: [lazyGallery], saveData: true });
    saving.manager.mountWithin(document);
    const idle = setup({ 'gallery./lightbox': recordingModule().exports }, undefined, { registry: [lazyGallery] });
    idle.manager.mountWithin(document);
    await jest.advanceTimersByTimeAsync(5000);
    expect(saving.loads).toEqual([]);
    expect(idle.loads).toEqual(['gallery./lightbox']);
  });

  test('hovering prefetches, unless the visitor saves data', () => {
    document.body.innerHTML = GRID;
    const saving = setup({ 'gallery./lightbox': recordingModule().exports }, undefined, { registry: [lazyGallery], saveData: true });
    saving.manager.mountWithin(document);
    const normal = setup({ 'gallery./lightbox': recordingModule().exports }, undefined, { registry: [lazyGallery] });
    normal.manager.mountWithin(document);
    document.getElementById('thumb')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(saving.prefetches).toEqual([]);
    expect(normal.prefetches).toEqual(['gallery./lightbox']);
  });

  test('an element attribute overrides the registry trigger', async () => {
    document.body.innerHTML = GRID.replace('id="g"', 'id="g" data-cmsmf-load="immediate"');
    const { manager, loads } = setup({ 'gallery./lightbox': recordingModule().exports }, undefined, { registry: [lazyGallery], saveData: true });
    manager.mountWithin(document);
    await flush();
    expect(loads).toEqual(['gallery./lightbox']);
  });
});

test('an element the address hash names mounts at once, whatever its trigger; the others wait', async () => {
  window.history.replaceState(null, '', '#b|2');
  try {
    document.body.innerHTML = '<div class="grid" id="a"></div><div class="grid" id="b"></div>';
    const lightbox = recordingModule();
    const waiting: RegistryEntry = { ...gallery, load: 'interaction' };
    const { manager } = setup({ 'gallery./lightbox': lightbox.exports }, undefined, { registry: [waiting], saveData: true });
    manager.mountWithin(document);
    await flush();
    expect(lightbox.calls).toEqual(['mount b']);
  } finally {
    window.history.replaceState(null, '', '#');
  }
});

test('with debug lines asked for, every quiet decision says why: not exposed, global missing, what it waits for, mounted in how long', async () => {
  document.body.innerHTML = '<div class="grid" id="a"></div><div class="form" id="f"></div><div class="lazy" id="l"></div>';
  const lines: string[] = [];
  const lazy: RegistryEntry = { selector: '.lazy', remote: 'forms', expose: './phone', load: 'interaction' };
  const { manager } = setup({ 'gallery./lightbox': recordingModule().exports, 'forms./phone': recordingModule().exports }, ['gallery./lightbox', 'forms./phone'], {
    registry: [gallery, form, sticky, lazy],
    saveData: true,
    debug: (decision) => lines.push(debugLine(decision)),
  });
  manager.mountWithin(document);
  await flush();
  expect(lines).toEqual([
    'gallery/lightbox on div#a waits for immediate',
    'forms/form not mounted: the version this page runs does not expose ./form',
    'theme/sticky not mounted: the page global sticky_data is missing',
    'forms/phone on div#l waits for interaction',
    expect.stringMatching(/^gallery\/lightbox@1\.0\.0 mounted on div#a in \d+ ms$/),
  ]);
});

test('without debug lines asked for, nothing is looked up for them', () => {
  document.body.innerHTML = '<div class="form"></div>';
  const spy = jest.spyOn(document, 'querySelectorAll');
  setup({}, [], { registry: [form] }).manager.mountWithin(document);
  expect(spy).not.toHaveBeenCalled();
  spy.mockRestore();
});
