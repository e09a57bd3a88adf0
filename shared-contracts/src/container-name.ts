/**
 * The global name of a remote's Module Federation container, e.g.
 * `cmsmf_gallery`: the build gives the container this name and the shell
 * looks it up under it, so both read it here.
 */
export function containerName(remote: string): string {
  return `cmsmf_${remote}`;
}
