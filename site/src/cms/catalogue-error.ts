/** A CMS content file is malformed; the site refuses to start and names the file and the field. */
export class CatalogueError extends Error {
  override readonly name = 'CatalogueError';
  constructor(
    readonly file: string,
    readonly where: string,
    readonly problem: string,
  ) {
    super(`${file}: ${where ? `${where} ` : ''}${problem}`);
  }
}
