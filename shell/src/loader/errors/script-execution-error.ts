/** A script that downloaded and then threw while evaluating. */
export class ScriptExecutionError extends Error {
  constructor(message?: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ScriptExecutionError';
  }
}
