import type { FormDefinition } from '../../cms/form-definition';
import type { SiteState } from '../../site-state';

/** The catalogue's CF7 form behind a REST route's `{id}`, or undefined (CF7 answers 404 then). */
export function cf7FormOf(state: SiteState, idText: string | undefined): FormDefinition | undefined {
  const form = /^\d{1,9}$/.test(idText ?? '') ? state.cms.forms.get(Number(idText)) : undefined;
  return form && form.plugin === 'cf7' ? form : undefined;
}
