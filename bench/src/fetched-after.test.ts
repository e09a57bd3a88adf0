import { fetchedAfter } from './fetched-after';

const at = (path: string, startTime: number) => ({ name: `http://127.0.0.1:8080${path}`, startTime });

test('counts the runtime files requested from the tap on, not those before it nor the page’s images', () => {
  const resources = [at('/mf/shell/shell-runtime.1.js', 10), at('/mf/remotes.json', 12), at('/mf/shell/remote-loader.2.js', 400), at('/media/glacier.svg', 420), at('/mf/remotes/gallery/v/ui.3.js', 390)];
  expect(fetchedAfter(resources, 400)).toEqual(['/mf/shell/remote-loader.2.js']);
  expect(fetchedAfter(resources, 1000)).toEqual([]);
});
