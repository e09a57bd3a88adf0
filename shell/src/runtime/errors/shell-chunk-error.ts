/** One of the shell's own lazy chunks (the remote loader, the ajax client) did not download. */
export class ShellChunkError extends Error {
  override name = 'ShellChunkError';
}
