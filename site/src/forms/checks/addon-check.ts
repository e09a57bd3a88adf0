import type { UploadRow } from '../../uploads/uploads-repository';

/** Files a value references, to link to the submission under the posted field name. */
export interface LinkedUploads {
  readonly field: string;
  readonly uploads: readonly UploadRow[];
}

/** The verdict on one add-on field: what to store, or the reasons, by posted field name. */
export type AddonCheck =
  | { readonly ok: true; readonly stored?: unknown; readonly links?: readonly LinkedUploads[] }
  | { readonly ok: false; readonly invalid: readonly (readonly [string, string])[] };
