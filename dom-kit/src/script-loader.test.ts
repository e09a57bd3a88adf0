/**
 * @jest-environment jsdom
 */
import { createScriptLoader } from './script-loader';

class LoadError extends Error {
  override readonly name = 'LoadError';
}

// jsdom loads no scripts: the tests fire the script's load and error events themselves.
afterEach(() => {
  document.head.innerHTML = '';
  delete (window as unknown as Record<string, unknown>).sdk;
});

const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-cmsmf-test-sdk]')];
const loader = () => createScriptLoader<{ go(): void }>('cmsmf-test', 'test-sdk', (message) => new LoadError(message));
const hasGo = (win: Record<string, unknown>) => (win.sdk as { go?: unknown } | undefined)?.go ? (win.sdk as { go(): void }) : 'defined no sdk.go';

test('one async script per URL, with the page’s CSP nonce; every caller gets what the check found', async () => {
  const pageScript = document.createElement('script');
  pageScript.nonce = 'n0nce';
  document.head.appendChild(pageScript);
  const scriptsOf = loader();
  const first = scriptsOf.load('https://sdk.test/a.js', document, hasGo);
  const second = scriptsOf.load('https://sdk.test/a.js', document, hasGo);
  expect(scripts()).toHaveLength(1);
  expect(scripts()[0]!.nonce).toBe('n0nce');
  expect(scripts()[0]!.async).toBe(true);
  expect(scripts()[0]!.src).toBe('https://sdk.test/a.js');
  const sdk = { go: jest.fn() };
  (window as unknown as Record<string, unknown>).sdk = sdk;
  scripts()[0]!.dispatchEvent(new Event('load'));
  await expect(first).resolves.toBe(sdk);
  await expect(second).resolves.toBe(sdk);
});

test('a failed load rejects with the caller’s error, removes its script and lets the next call try again', async () => {
  const scriptsOf = loader();
  const failing = scriptsOf.load('https://sdk.test/b.js', document, hasGo);
  scripts()[0]!.dispatchEvent(new Event('error'));
  await expect(failing).rejects.toMatchObject({ name: 'LoadError', message: 'the script at https://sdk.test/b.js could not be loaded' });
  expect(scripts()).toHaveLength(0);
  void scriptsOf.load('https://sdk.test/b.js', document, hasGo).catch(() => undefined);
  expect(scripts()).toHaveLength(1);
});

test('a script whose check finds nothing is a failed load, and so is a check that throws', async () => {
  const scriptsOf = loader();
  const empty = scriptsOf.load('https://sdk.test/c.js', document, hasGo);
  scripts()[0]!.dispatchEvent(new Event('load'));
  await expect(empty).rejects.toThrow('the script at https://sdk.test/c.js defined no sdk.go');
  expect(scripts()).toHaveLength(0);
  const throwing = scriptsOf.load('https://sdk.test/d.js', document, () => {
    throw new Error('boom');
  });
  scripts()[0]!.dispatchEvent(new Event('load'));
  await expect(throwing).rejects.toThrow('boom');
});

test('a check may wait for the script to finish its set-up after load', async () => {
  let ready: () => void = () => undefined;
  let checked: () => void = () => undefined;
  const checking = new Promise<void>((resolve) => (checked = resolve));
  const api = { go: jest.fn() };
  const waiting = loader().load('https://sdk.test/e.js', document, () => new Promise((resolve) => {
    ready = () => resolve(api);
    checked();
  }));
  scripts()[0]!.dispatchEvent(new Event('load'));
  await checking;
  ready();
  await expect(waiting).resolves.toBe(api);
});

test('where the page enforces Trusted Types, the URL goes through the named policy', async () => {
  const created: string[] = [];
  (globalThis as unknown as Record<string, unknown>).trustedTypes = {
    createPolicy: (name: string, rules: { createScriptURL(url: string): string }) => {
      created.push(name);
      return { createScriptURL: (url: string) => rules.createScriptURL(url) };
    },
  };
  try {
    void loader().load('https://sdk.test/f.js', document, hasGo).catch(() => undefined);
    expect(created).toEqual(['cmsmf-test']);
    expect(scripts()[0]!.src).toBe('https://sdk.test/f.js');
  } finally {
    delete (globalThis as unknown as Record<string, unknown>).trustedTypes;
  }
});
