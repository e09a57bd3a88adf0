import type { PhoneLibrary } from './phone-rules';

let loading: Promise<PhoneLibrary> | undefined;

/**
 * libphonenumber-js with full metadata (`/max`, ~48 KB gz): its own chunk,
 * requested the first time a visitor focuses a phone field, once per page.
 * A failed download is forgotten, so the next focus tries again.
 */
export function loadPhoneLibrary(): Promise<PhoneLibrary> {
  loading ??= import(/* webpackChunkName: "phone-metadata" */ 'libphonenumber-js/max').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
