import { Metadata, type MetadataJson } from 'libphonenumber-js/core';

/** The part of libphonenumber-js's `Metadata` this reads (its published types declare less than it has). */
interface NumberingPlans {
  hasCountry(country: string): boolean;
  selectNumberingPlan(country: string): NumberingPlans;
  readonly numberingPlan?: { possibleLengths(): number[] | undefined; nationalPrefix(): string | undefined };
  getCountryCodesForCallingCode(callingCode: string): string[] | undefined;
}
const plans = (json: MetadataJson) => new (Metadata as unknown as new (metadata: MetadataJson) => NumberingPlans)(json);

/**
 * Strict mode's length cap (intl-tel-input's `strictMode`, MARKUP-FACTS §3.1):
 * the most digits `text` may hold as a number of `country`: the longest number
 * the country's plan allows, plus its national prefix when the text starts
 * with it (`020…` in GB). A text starting with `+` is capped by its calling
 * code's countries instead (the longest of them, plus the code). Undefined
 * when there is nothing to cap by yet: a calling code still being typed, a
 * non-geographic code, or a country whose metadata is not loaded.
 */
export function maxPhoneDigits(json: MetadataJson, text: string, country: string): number | undefined {
  const metadata = plans(json);
  const longest = (countries: readonly string[]): number | undefined => {
    const lengths = countries.filter((code) => metadata.hasCountry(code)).flatMap((code) => metadata.selectNumberingPlan(code).numberingPlan?.possibleLengths() ?? []);
    return lengths.length > 0 ? Math.max(...lengths) : undefined;
  };
  const digits = text.replace(/\D/g, '');
  if (text.trim().startsWith('+')) {
    for (let length = 1; length <= 3 && length <= digits.length; length++) {
      const code = digits.slice(0, length);
      const countries = metadata.getCountryCodesForCallingCode(code);
      if (countries && countries.length > 0) {
        const national = longest(countries);
        return national === undefined ? undefined : length + national;
      }
    }
    return undefined;
  }
  const national = longest([country]);
  if (national === undefined) return undefined;
  const prefix = metadata.selectNumberingPlan(country).numberingPlan?.nationalPrefix() ?? '';
  return prefix !== '' && digits.startsWith(prefix) ? national + prefix.length : national;
}
