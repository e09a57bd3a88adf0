export { createIpCountryRoutes } from './ip-country-routes';
export { lookupCountry, parseCountryCode } from './lookup-country';
export type { CountryLookup } from './lookup-country';
export { parseIpAddress } from './ip-address';
export type { IpAddress } from './ip-address';
