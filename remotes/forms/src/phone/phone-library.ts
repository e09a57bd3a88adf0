import type { MetadataGroup, MetadataPart } from './metadata/subset';
import type { LoadedPhoneLibrary, PhoneCore } from './phone-core';

export type { LoadedPhoneLibrary } from './phone-core';

/** One group of the metadata per chunk, named so the network log says which. */
const GROUP_CHUNKS: Readonly<Record<MetadataGroup, () => Promise<{ default: MetadataPart }>>> = {
  1: () => import(/* webpackChunkName: "phone-metadata-1" */ './metadata/group-1'),
  2: () => import(/* webpackChunkName: "phone-metadata-2" */ './metadata/group-2'),
  5: () => import(/* webpackChunkName: "phone-metadata-5" */ './metadata/group-5'),
};

let core: Promise<PhoneCore> | undefined;
const groups = new Map<MetadataGroup, Promise<void>>();

/** Forgets a failed download, so the next focus tries again. */
function retryable<T>(promise: Promise<T>, forget: () => void): Promise<T> {
  return promise.catch((error: unknown) => {
    forget();
    throw error;
  });
}

/**
 * libphonenumber-js's core with the index of calling codes (phone-core.ts, a
 * chunk of its own), then the `/max` metadata of the groups a number needs
 * (precise validation: `/min` checks only the length). Requested the first time
 * a visitor focuses a phone field, once per page; another group only when a
 * number of another calling code is typed or its country picked.
 */
export async function loadPhoneLibrary(text: string, country: string): Promise<LoadedPhoneLibrary> {
  core ??= retryable(
    import(/* webpackChunkName: "phone-core" */ './phone-core').then(({ createPhoneLibrary }) => createPhoneLibrary()),
    () => (core = undefined),
  );
  const loaded = await core;
  await Promise.all(
    loaded.groupsFor(text, country).map((group) => {
      let pending = groups.get(group);
      if (!pending) {
        pending = retryable(GROUP_CHUNKS[group]().then((module) => loaded.add(group, module.default)), () => groups.delete(group));
        groups.set(group, pending);
      }
      return pending;
    }),
  );
  return loaded.library;
}
