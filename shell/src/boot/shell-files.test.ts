import { fileImporter } from './shell-files';

test('a file is downloaded once for every caller', async () => {
  const urls: string[] = [];
  const importFile = fileImporter('./runtime.abc.js', async (url) => (urls.push(url), { url }));
  const [a, b] = await Promise.all([importFile(), importFile()]);
  expect(a).toBe(b);
  await importFile();
  expect(urls).toEqual(['./runtime.abc.js']);
});

test('a failed download is forgotten, and the next call asks under a new URL that it then keeps', async () => {
  const urls: string[] = [];
  let failing = 2;
  const importFile = fileImporter('./loader.abc.js', async (url) => {
    urls.push(url);
    if (failing-- > 0) throw new TypeError('Failed to fetch dynamically imported module');
    return { url };
  });
  await expect(importFile()).rejects.toThrow('Failed to fetch');
  await expect(importFile()).rejects.toThrow('Failed to fetch');
  await expect(importFile()).resolves.toEqual({ url: './loader.abc.js?retry=2' });
  await importFile();
  expect(urls).toEqual(['./loader.abc.js', './loader.abc.js?retry=1', './loader.abc.js?retry=2']);
});
