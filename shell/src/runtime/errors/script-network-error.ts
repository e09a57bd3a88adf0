/** A script that never ran: unreachable, refused, too slow, or its bytes failed the integrity check. */
export class ScriptNetworkError extends Error {
  override name = 'ScriptNetworkError';
}
