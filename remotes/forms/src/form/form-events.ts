import type { Cf7EventDetails, Cf7EventName, Cf7FormStatus } from '@cms-mf/shared-contracts';
import type { FormIdentity } from '../common/form-identity';
import { FORM_STATUS_CLASSES } from './form-status';

/** Fires a CF7 event the way CF7 does: a bubbling CustomEvent on the form (MARKUP-FACTS §2.4). */
export function dispatchCf7Event<N extends Cf7EventName>(form: HTMLFormElement, name: N, detail: Cf7EventDetails[N]): void {
  form.dispatchEvent(new CustomEvent(name, { bubbles: true, detail }));
}

/** The form's status as CF7 shows it: `data-status` and a class (MARKUP-FACTS §2.2). */
export function formStatusOf(form: HTMLFormElement): Cf7FormStatus {
  return (form.getAttribute('data-status') as Cf7FormStatus | null) ?? 'init';
}

/**
 * Sets the form status (attribute and class, replacing the previous one) and
 * fires `wpcf7statuschanged` when it changed. It never creates `form.wpcf7`:
 * that property is how this runtime tells CF7's own script is running.
 */
export function setFormStatus(form: HTMLFormElement, identity: FormIdentity, status: Cf7FormStatus): void {
  const prevStatus = formStatusOf(form);
  for (const cls of [...form.classList]) {
    if (FORM_STATUS_CLASSES.includes(cls) || cls.startsWith('custom-')) form.classList.remove(cls);
  }
  form.classList.add(status);
  form.setAttribute('data-status', status);
  if (prevStatus !== status) dispatchCf7Event(form, 'wpcf7statuschanged', { ...identity, status, prevStatus });
}

/**
 * Whether CF7's own script runs this form: its init gives every form it
 * manages a `wpcf7` property (MARKUP-FACTS §2.3). Checked at submit time, so
 * the order in which CF7 and this runtime start does not matter.
 */
export function isManagedByCf7(form: HTMLFormElement): boolean {
  const own = (form as HTMLFormElement & { wpcf7?: unknown }).wpcf7;
  return typeof own === 'object' && own !== null;
}
