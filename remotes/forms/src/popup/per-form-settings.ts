import { PER_FORM_GLOBAL_KINDS, type PerFormGlobalKind } from '@cms-mf/shared-contracts/globals';

/** One per-form global found in a fetched form: its name and its parsed value. */
export interface FetchedSetting {
  readonly name: string;
  readonly kind: PerFormGlobalKind;
  readonly value: unknown;
}

const DECLARATION = /^\s*(?:var|let|const|window\.)?\s*(eacf7([A-Za-z]+)Data_(\d{1,9}))\s*=\s*([\s\S]*?);?\s*$/;

/**
 * The add-on prints a form's settings right after its HTML as
 * `var eacf7{Kind}Data_{id} = {…};` (MARKUP-FACTS §3.0), so a fetched popup
 * form brings its own. They are read here as JSON, never run: only the
 * known kinds, only for `formId`, only values that parse as JSON of the
 * right kind (a list for `Conditional`, an object otherwise). A script that is
 * anything else is ignored.
 */
export function perFormSettingsIn(scripts: readonly string[], formId: number): FetchedSetting[] {
  const found: FetchedSetting[] = [];
  for (const script of scripts) {
    for (const statement of script.split(/;\s*\n/)) {
      const match = DECLARATION.exec(statement);
      if (!match) continue;
      const [, name, kindText, id, json] = match;
      const kind = PER_FORM_GLOBAL_KINDS.find((candidate) => candidate === kindText);
      if (!kind || Number(id) !== formId) continue;
      let value: unknown;
      try {
        value = JSON.parse(json!);
      } catch {
        continue;
      }
      if (typeof value !== 'object' || value === null || Array.isArray(value) !== (kind === 'Conditional')) continue;
      found.push({ name: name!, kind, value });
    }
  }
  return found;
}
