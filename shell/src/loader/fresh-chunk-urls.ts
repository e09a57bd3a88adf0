/** The bundler's chunk-file function (`__webpack_require__.u`), reachable from module code. */
declare const __webpack_require__: { u?: (chunkId: string | number) => string } | undefined;

let retries = 0;

/**
 * After one of the shell's lazy chunks failed to download, request chunks under new URLs.
 * Browsers that keep a failed module fetch in their module map (Firefox, Safari, Chromium before
 * 154: the HTML spec's rule until 2024) reject a second `import()` of the same URL without asking
 * the network, so "the next trigger tries again" would never reach the server. The same immutable
 * file under `?retry=N` is a new module-map entry; the site ignores the query.
 */
export function freshChunkUrls(): void {
  if (typeof __webpack_require__ === 'undefined' || !__webpack_require__.u) return; // not bundled (unit tests)
  const chunkFile = __webpack_require__.u;
  retries += 1;
  const attempt = retries;
  __webpack_require__.u = (chunkId) => `${chunkFile(chunkId).replace(/\?retry=\d+$/, '')}?retry=${attempt}`;
}
