/**
 * What a request field may hold, and how the client puts it on the wire
 * (multipart/form-data POST to the ajax endpoint):
 *
 * - string, number, boolean: as text (`true`/`false` for booleans);
 * - Blob/File: as a file part;
 * - array of scalars: repeated `name[]` entries (what PHP reads as an array);
 * - plain object: one JSON string;
 * - undefined: the field is left out.
 *
 * Request types never contain the nonce: the client adds it from the action's
 * policy, so a refreshed nonce can be swapped in without touching the payload.
 */
export type WireScalar = string | number | boolean;

export type WireValue = WireScalar | Blob | readonly WireScalar[] | WireObject | undefined;

/** A plain object sent as one JSON string. */
export interface WireObject {
  readonly [key: string]: unknown;
}
