import type { ReleasePointer } from '@cms-mf/shared-contracts/release/release-pointer';
import { mergeRetired, retiredBy } from './retired-versions';

const HASH = `sha384-${'a'.repeat(64)}`;
const v = (version: string) => ({ version, entry: `remotes/theme/${version}/remoteEntry.js`, integrity: HASH, exposes: [], publishedAt: '' });
const pointer = (remotes: ReleasePointer['remotes']): ReleasePointer => ({ schemaVersion: 1, remotes });
const now = new Date('2026-11-27T12:00:00.000Z');

test('a version pages stop being sent to is retired now, whichever command did it', () => {
  const before = pointer({ theme: { active: '2', history: [v('1'), v('2')] }, forms: { active: 'a', history: [v('a')] } });
  expect(retiredBy(before, pointer({ ...before.remotes, theme: { active: '1', history: [v('1'), v('2')] } }), now)).toEqual({ theme: { 2: now.toISOString() } });
  expect(retiredBy(before, before, now)).toEqual({});
});

test('a canary is served: halting it retires it, promoting it retires the old stable', () => {
  const running = pointer({ theme: { active: '1', canary: { version: '2', percent: 10, startedAt: '' }, history: [v('1'), v('2')] } });
  expect(retiredBy(running, pointer({ theme: { active: '1', history: [v('1'), v('2')] } }), now)).toEqual({ theme: { 2: now.toISOString() } });
  expect(retiredBy(running, pointer({ theme: { active: '2', history: [v('1'), v('2')] } }), now)).toEqual({ theme: { 1: now.toISOString() } });
});

test('records merge by remote, the later time of a version kept', () => {
  expect(mergeRetired({ theme: { 1: 'a', 2: 'a' }, forms: { x: 'a' } }, { theme: { 2: 'b' } })).toEqual({ theme: { 1: 'a', 2: 'b' }, forms: { x: 'a' } });
});
