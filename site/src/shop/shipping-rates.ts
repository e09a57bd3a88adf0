import type { ShippingMethodOption } from '@cms-mf/shared-contracts/actions';

/**
 * The reference shop's shipping zones, as a shop owner would set them up in
 * the platform: a zone is chosen by country, then by postcode prefix, and
 * offers its methods (`method_id:instance_id`) at fixed prices.
 */
interface ShippingZone {
  readonly name: string;
  readonly countries: readonly string[];
  /** Upper-case postcode prefixes; absent means every postcode of the countries. */
  readonly postcodePrefixes?: readonly string[];
  readonly methods: readonly ShippingMethodOption[];
}

/** Checked in order; the first matching zone wins (the platform's zone order). */
const ZONES: readonly ShippingZone[] = [
  {
    name: 'Scottish islands',
    countries: ['GB'],
    postcodePrefixes: ['HS', 'KW15', 'KW16', 'KW17', 'ZE'],
    methods: [{ id: 'flat_rate:4', label: 'Island delivery', costCents: 1500 }],
  },
  {
    name: 'United Kingdom',
    countries: ['GB'],
    methods: [
      { id: 'flat_rate:1', label: 'Flat rate', costCents: 500 },
      { id: 'local_pickup:2', label: 'Local pickup', costCents: 0 },
    ],
  },
  {
    name: 'Iceland',
    countries: ['IS'],
    methods: [
      { id: 'flat_rate:3', label: 'Flat rate', costCents: 800 },
      { id: 'local_pickup:5', label: 'Local pickup at the harbour', costCents: 0 },
    ],
  },
  {
    name: 'Europe and North America',
    countries: ['DE', 'FR', 'US'],
    methods: [
      { id: 'flat_rate:6', label: 'International flat rate', costCents: 2000 },
      { id: 'flat_rate:7', label: 'Express courier', costCents: 4500 },
    ],
  },
];

/** The countries the shop sells to, in the order the country selects list them. */
export const SHOP_COUNTRIES: ReadonlyArray<readonly [code: string, name: string]> = [
  ['GB', 'United Kingdom (UK)'],
  ['IS', 'Iceland'],
  ['DE', 'Germany'],
  ['FR', 'France'],
  ['US', 'United States (US)'],
];

export const isShopCountry = (code: string): boolean => SHOP_COUNTRIES.some(([candidate]) => candidate === code);

/** Postcodes compare without spaces, in upper case. */
export const normalisePostcode = (postcode: string): string => postcode.replace(/\s+/g, '').toUpperCase();

/** The methods offered for a destination; empty when the shop does not ship there. */
export function shippingMethodsFor(country: string, postcode: string): readonly ShippingMethodOption[] {
  const code = normalisePostcode(postcode);
  const zone = ZONES.find((candidate) => candidate.countries.includes(country) && (!candidate.postcodePrefixes || candidate.postcodePrefixes.some((prefix) => code.startsWith(prefix))));
  return zone?.methods ?? [];
}

/** The method to charge: the posted one when offered there, else the first offered (the platform keeps a valid choice). */
export function chooseShippingMethod(methods: readonly ShippingMethodOption[], posted: string | undefined): ShippingMethodOption | undefined {
  return methods.find((method) => method.id === posted) ?? methods[0];
}
