import { PER_FORM_GLOBAL_KINDS, perFormGlobalName } from '@cms-mf/shared-contracts/globals';
import type { FormDefinition } from '../../cms/form-definition';
import { globalDeclaration } from '../../html/script-json';

/**
 * The `<script>` the add-on prints right after a form's HTML with its
 * per-form settings (`var eacf7{Kind}Data_{id} = {…};`, MARKUP-FACTS §3.0),
 * so a form fetched for a popup brings its own settings. Empty when the form
 * has none. Values are escaped JSON: no setting can end the script.
 */
export function perFormGlobalsScript(form: FormDefinition): string {
  const lines = PER_FORM_GLOBAL_KINDS.flatMap((kind) => {
    const setting = form.settings[kind];
    return setting === undefined ? [] : [globalDeclaration(perFormGlobalName(kind, form.id), setting)];
  });
  return lines.length === 0 ? '' : `\n<script>\n${lines.join('\n')}\n</script>`;
}
