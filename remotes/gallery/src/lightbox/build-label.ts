/**
 * The build's label (`CMS_MF_BUILD_LABEL`), shown as `data-build` on the
 * dialog so a release test can tell which version runs; '' when unset.
 *
 * The bundler replaces `process.env.CMS_MF_BUILD_LABEL` with a literal at
 * build time. If a build does not define it, `process` does not exist in the
 * browser: the catch turns that ReferenceError into ''. A `typeof process`
 * guard would not do, as it stays in the bundle and hides a defined label.
 */
export function buildLabel(): string {
  try {
    return process.env.CMS_MF_BUILD_LABEL ?? '';
  } catch {
    return '';
  }
}
