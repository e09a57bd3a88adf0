/** A script that never ran: unreachable, refused, too slow, or its bytes failed the integrity check. */
export class ScriptNetworkError extends Error {
  override name = 'ScriptNetworkError';
}

/** A script that downloaded and then threw while evaluating. */
export class ScriptExecutionError extends Error {
  override name = 'ScriptExecutionError';
}
