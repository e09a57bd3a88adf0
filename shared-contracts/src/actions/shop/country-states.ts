/**
 * The shop platform's state lists (its `wc_country_select_params.countries`)
 * for the countries the reference shop sells to. The platform's rule, which
 * both the server's checkout and the shop remote's country switch follow: a
 * country with a list gets a `select` of it, a country with an empty list has
 * no state field (hidden), a country without an entry gets a free text input.
 */
export const COUNTRY_STATES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  US: {
    AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut', DE: 'Delaware',
    DC: 'District Of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa',
    KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota',
    MS: 'Mississippi', MO: 'Missouri', MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey',
    NM: 'New Mexico', NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon',
    PA: 'Pennsylvania', RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah',
    VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
  },
  DE: {},
  FR: {},
  IS: {},
};

export type StateControl = { readonly kind: 'select'; readonly states: Readonly<Record<string, string>> } | { readonly kind: 'text' } | { readonly kind: 'hidden' };

/** Which state field a country gets (the platform's `country-select` rule above). */
export function stateControlFor(country: string): StateControl {
  const states = Object.prototype.hasOwnProperty.call(COUNTRY_STATES, country) ? COUNTRY_STATES[country] : undefined;
  if (!states) return { kind: 'text' };
  return Object.keys(states).length === 0 ? { kind: 'hidden' } : { kind: 'select', states };
}

/**
 * Whether a posted state fits its country: one of the list where the country
 * has one (required there), nothing where it has no state field, anything
 * (optional) elsewhere.
 */
export function isStateOfCountry(country: string, state: string): boolean {
  const control = stateControlFor(country);
  if (control.kind === 'select') return Object.prototype.hasOwnProperty.call(control.states, state);
  if (control.kind === 'hidden') return state === '';
  return true;
}
