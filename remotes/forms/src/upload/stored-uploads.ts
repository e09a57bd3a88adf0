/**
 * The rows an uploader's value input describes: the JSON list of records it
 * posts (local answers `{name, file_user_name, size…}`, drive records `{name,
 * size…}`). Each record needs a name; anything that is not such a list gives
 * no rows, so a tampered value never breaks the uploader.
 */
export function storedUploads<R>(value: string): Array<{ name: string; size: number; record: R }> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((record: unknown) => {
    if (typeof record !== 'object' || record === null) return [];
    const { name, file_user_name: userName, size } = record as { name?: unknown; file_user_name?: unknown; size?: unknown };
    const shown = typeof userName === 'string' && userName ? userName : typeof name === 'string' ? name : '';
    if (!shown) return [];
    const bytes = Number(size);
    return [{ name: shown, size: Number.isFinite(bytes) && bytes >= 0 ? bytes : 0, record: record as R }];
  });
}
