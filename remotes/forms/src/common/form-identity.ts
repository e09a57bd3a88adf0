import type { Cf7EventIds } from '@cms-mf/shared-contracts';

/**
 * Who a form is, read from CF7's hidden fields (MARKUP-FACTS §2.1) with the
 * wrapper's `data-wpcf7-id` and `id` as fallbacks: the same ids CF7 puts in
 * every event's `detail`.
 */
export type FormIdentity = Cf7EventIds;

const hidden = (form: HTMLFormElement, name: string): string | undefined => {
  const input = form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  return input && input.value.trim() !== '' ? input.value.trim() : undefined;
};

const toInt = (value: string | null | undefined): number => {
  const number = Number.parseInt(value ?? '', 10);
  return Number.isFinite(number) ? number : 0;
};

export function readFormIdentity(form: HTMLFormElement): FormIdentity {
  const wrapper = form.closest<HTMLElement>('.wpcf7');
  return {
    contactFormId: toInt(hidden(form, '_wpcf7') ?? wrapper?.getAttribute('data-wpcf7-id')),
    pluginVersion: hidden(form, '_wpcf7_version') ?? '',
    contactFormLocale: hidden(form, '_wpcf7_locale') ?? '',
    unitTag: hidden(form, '_wpcf7_unit_tag') ?? wrapper?.id ?? '',
    containerPostId: toInt(hidden(form, '_wpcf7_container_post')),
  };
}
