import type { FormDefinition } from '../../cms/form-definition';

/** The pad's size from the form's `DigitalSignature` settings, at the add-on's defaults (forms-addon.md §3). */
export function readSignatureSize(form: FormDefinition): { width: number; height: number } {
  const settings = form.settings.DigitalSignature;
  const size = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isInteger(value) && value >= 50 && value <= 2000 ? value : fallback);
  return { width: size(settings?.width, 300), height: size(settings?.height, 100) };
}
