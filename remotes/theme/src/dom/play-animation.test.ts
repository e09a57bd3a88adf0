import { playAnimation } from './play-animation';

/** An element whose `animate` records its calls and finishes when told. */
function fakeElement() {
  const calls: { frames: Keyframe[]; duration: number }[] = [];
  let finish = () => undefined as void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const el = {
    animate: (frames: Keyframe[], options: { duration: number }) => {
      calls.push({ frames, duration: options.duration });
      return { finished, finish: () => finish() };
    },
  } as unknown as HTMLElement;
  return { el, calls, finish: () => finish() };
}

test('plays the keyframes for the duration and resolves when they end', async () => {
  const { el, calls, finish } = fakeElement();
  const done = playAnimation(el, [{ opacity: 0 }, { opacity: 1 }], 500, new AbortController().signal);
  expect(calls).toEqual([{ frames: [{ opacity: 0 }, { opacity: 1 }], duration: 500 }]);
  finish();
  await expect(done).resolves.toBeUndefined();
});

test('a duration of 0 (reduced motion) or an aborted mount animates nothing', async () => {
  const { el, calls } = fakeElement();
  await playAnimation(el, [{ opacity: 0 }], 0, new AbortController().signal);
  const aborted = new AbortController();
  aborted.abort();
  await playAnimation(el, [{ opacity: 0 }], 500, aborted.signal);
  expect(calls).toEqual([]);
});

test('an abort finishes a running animation at once', async () => {
  const { el } = fakeElement();
  const mount = new AbortController();
  const done = playAnimation(el, [{ opacity: 0 }], 10_000, mount.signal);
  mount.abort();
  await expect(done).resolves.toBeUndefined();
});
