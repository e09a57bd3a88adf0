/** The address field's parts, posted as `{name}_{part}` (MARKUP-FACTS §3.1). */
export const ADDRESS_PARTS = ['line1', 'line2', 'city', 'state', 'zip', 'country'] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];
