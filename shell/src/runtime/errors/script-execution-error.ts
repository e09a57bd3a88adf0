/** A script that downloaded and then threw while evaluating. */
export class ScriptExecutionError extends Error {
  override name = 'ScriptExecutionError';
}
