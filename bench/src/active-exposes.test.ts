import { activeExposes } from './active-exposes';

const version = (v: string, exposes: string[]) => ({
  version: v,
  entry: `remotes/x/${v}/remoteEntry.js`,
  integrity: `sha384-${'a'.repeat(64)}`,
  exposes,
  publishedAt: '',
});

test('lists what the active version of each remote exposes, not older or newer ones', () => {
  const keys = activeExposes({
    schemaVersion: 1,
    remotes: {
      gallery: { active: '1', history: [version('1', ['./health', './lightbox']), version('2', ['./health', './lightbox', './extra'])] },
      theme: { active: '2', history: [version('1', ['./health', './slider']), version('2', ['./health'])] },
    },
  });
  expect([...keys].sort()).toEqual(['gallery./health', 'gallery./lightbox', 'theme./health']);
});
