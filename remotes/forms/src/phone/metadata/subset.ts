import type { MetadataJson } from 'libphonenumber-js/core';

/**
 * libphonenumber-js `/max` metadata cut into parts a page loads as it needs them
 * (precise validation, without 39 KB gz of every country up front):
 * an index of calling codes and countries, and three groups by the first digit
 * of a calling code: `1` (North America, 3.0 KB gz), `2`-`4` (Africa, Europe:
 * 16.6 KB) and `5`-`9` (the Americas, Asia, Oceania: 22 KB). Each chunk costs
 * every page with a form about 80 B gz in the remote entry's chunk maps, hence
 * three, not nine. Every country of one calling code (the 25 of `+1`, RU and KZ
 * of `+7`) falls in the same group, as do non-geographic numbers (`+800`…), so
 * a number is always read against every country it could belong to.
 */
export const METADATA_GROUPS = ['1', '2', '5'] as const;
export type MetadataGroup = (typeof METADATA_GROUPS)[number];

/** The group of a calling code, by its first digit. */
export function groupOf(callingCode: string): MetadataGroup {
  const digit = callingCode[0] ?? '1';
  return digit === '1' ? '1' : digit <= '4' ? '2' : '5';
}

/** The parts of the metadata format these functions read (the rest is carried as it is). */
export interface FullMetadata {
  readonly version: number;
  readonly country_calling_codes: Readonly<Record<string, readonly string[]>>;
  readonly countries: Readonly<Record<string, unknown>>;
  readonly nonGeographic?: Readonly<Record<string, unknown>>;
}

/** Calling code → its countries, and the calling codes of non-geographic numbers (`+800`…). */
export interface MetadataIndex extends Pick<FullMetadata, 'version' | 'country_calling_codes'> {
  readonly nonGeographicCodes: readonly string[];
}

/** One group's countries and non-geographic numbers. */
export interface MetadataPart {
  readonly countries: Readonly<Record<string, unknown>>;
  readonly nonGeographic: Readonly<Record<string, unknown>>;
}

export function metadataIndex(full: FullMetadata): MetadataIndex {
  return { version: full.version, country_calling_codes: full.country_calling_codes, nonGeographicCodes: Object.keys(full.nonGeographic ?? {}) };
}

export function metadataGroup(full: FullMetadata, group: MetadataGroup): MetadataPart {
  const countries: Record<string, unknown> = {};
  const nonGeographic: Record<string, unknown> = {};
  for (const [code, regions] of Object.entries(full.country_calling_codes)) {
    if (groupOf(code) === group) for (const region of regions) countries[region] = full.countries[region];
  }
  for (const [code, numbering] of Object.entries(full.nonGeographic ?? {})) {
    if (groupOf(code) === group) nonGeographic[code] = numbering;
  }
  return { countries, nonGeographic };
}

/** The calling code of a country (`GB` → `44`), undefined for an unknown one. */
export function callingCodeOf(index: MetadataIndex, country: string): string | undefined {
  return Object.entries(index.country_calling_codes).find(([, regions]) => regions.includes(country))?.[0];
}

/** The calling code an international number starts with (`+44 20…` → `44`): codes are prefix-free, 1 to 3 digits. */
export function callingCodeInText(index: MetadataIndex, text: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed.startsWith('+')) return undefined;
  const digits = trimmed.replace(/\D/g, '');
  for (let length = 1; length <= 3; length++) {
    const code = digits.slice(0, length);
    if (code.length === length && (index.country_calling_codes[code] || index.nonGeographicCodes.includes(code))) return code;
  }
  return undefined;
}

/** The groups needed to read `text` as a number of `country`: the country's, and the one its `+code` names. */
export function groupsFor(index: MetadataIndex, text: string, country: string): MetadataGroup[] {
  const codes = [callingCodeOf(index, country), callingCodeInText(index, text)];
  const groups = codes.flatMap((code) => (code ? [groupOf(code)] : []));
  return [...new Set(groups)];
}

/** Every country of the index. */
export function countriesOf(index: MetadataIndex): string[] {
  return Object.values(index.country_calling_codes).flat();
}

/** The metadata the library reads: the index with the groups loaded so far merged in. */
export function mergedMetadata(index: MetadataIndex, parts: readonly MetadataPart[]): MetadataJson {
  const countries = Object.assign({}, ...parts.map((part) => part.countries)) as Record<string, unknown>;
  const nonGeographic = Object.assign({}, ...parts.map((part) => part.nonGeographic)) as Record<string, unknown>;
  return { version: index.version, country_calling_codes: index.country_calling_codes, countries, nonGeographic } as unknown as MetadataJson;
}
