import full from 'libphonenumber-js/metadata.max.json';
import { metadataGroup, type FullMetadata } from './subset';

/** Computed at build time (remotes/forms/build-time-value-loader.cjs): the bundle holds this group only. */
export default metadataGroup(full as unknown as FullMetadata, '3');
