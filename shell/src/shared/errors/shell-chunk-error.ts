/** One of the shell's own lazy chunks (the remote loader, the ajax client) did not download. */
export class ShellChunkError extends Error {
  constructor(message?: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ShellChunkError';
  }
}
