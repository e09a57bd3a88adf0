export { lightboxModule as default } from './lightbox-module';
export type { GalleryImage, LightboxState } from './lightbox-core';
