import full from 'libphonenumber-js/metadata.max.json';
import { metadataIndex, type FullMetadata } from './subset';

/** Computed at build time (remotes/forms/build-time-value-loader.cjs): the bundle holds the index only. */
export default metadataIndex(full as unknown as FullMetadata);
