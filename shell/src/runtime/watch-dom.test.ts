/** @jest-environment jsdom */
import type { MountManager } from './mount-manager';
import { watchDom } from './watch-dom';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function recordingMounts() {
  const calls: string[] = [];
  const mounts: MountManager = {
    mountWithin: (root) => calls.push(`mount ${(root as Element).id}`),
    sweepDisconnected: () => calls.push('sweep'),
    unmountAll: () => calls.push('unmountAll'),
    adoptClick: () => calls.push('adoptClick'),
  };
  return { mounts, calls };
}

afterEach(() => {
  document.body.innerHTML = '';
});

test('only added elements that hold module markup are scanned; removals sweep', async () => {
  const { mounts, calls } = recordingMounts();
  const stop = watchDom(document, mounts, (el) => el.classList.contains('module') || el.querySelector('.module') !== null);
  document.body.insertAdjacentHTML('beforeend', '<div id="plain"><p>text</p></div><div id="holder"><span class="module"></span></div>');
  await flush();
  expect(calls).toEqual(['mount holder']);

  document.getElementById('plain')!.remove();
  await flush();
  expect(calls).toEqual(['mount holder', 'sweep']);

  stop();
  document.body.insertAdjacentHTML('beforeend', '<div id="late" class="module"></div>');
  await flush();
  expect(calls).toEqual(['mount holder', 'sweep']);
});

test("a module's display-only copy is not scanned, though it holds module markup", async () => {
  const { mounts, calls } = recordingMounts();
  const stop = watchDom(document, mounts, (el) => el.classList.contains('module') || el.querySelector('.module') !== null);
  document.body.insertAdjacentHTML('beforeend', '<div id="copy" data-cmsmf-copy><span class="module"></span></div><div id="real"><span class="module"></span></div>');
  await flush();
  expect(calls).toEqual(['mount real']);
  stop();
});
