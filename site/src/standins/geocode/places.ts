/** One real place of the built-in table, keyed the way the geocoder keys its address parts. */
export interface Place {
  readonly lat: number;
  readonly lon: number;
  /** Which address key names the settlement: the geocoder says `town` or `village` for small places. */
  readonly kind: 'city' | 'town' | 'village';
  readonly name: string;
  /** Absent where the country has no first-level division in the answer (Singapore). */
  readonly state?: string;
  readonly postcode: string;
  readonly country: string;
  /** ISO 3166-1 alpha-2, lower case, as the geocoder sends it. */
  readonly countryCode: string;
}

const place = (lat: number, lon: number, kind: Place['kind'], name: string, state: string | undefined, postcode: string, country: string, countryCode: string): Place => ({
  lat, lon, kind, name, postcode, country, countryCode, ...(state === undefined ? {} : { state }),
});

/**
 * Capitals and large cities on every continent, plus a few towns and villages
 * so the `town` / `village` keys are exercised. Coordinates are the centres
 * as published; postcodes are central ones.
 */
export const PLACES: readonly Place[] = [
  place(52.517, 13.3889, 'city', 'Berlin', 'Berlin', '10117', 'Deutschland', 'de'),
  place(48.8566, 2.3522, 'city', 'Paris', 'Île-de-France', '75001', 'France', 'fr'),
  place(51.5074, -0.1278, 'city', 'London', 'England', 'WC2N 5DU', 'United Kingdom', 'gb'),
  place(52.1917, -1.7073, 'town', 'Stratford-upon-Avon', 'England', 'CV37 6AA', 'United Kingdom', 'gb'),
  place(52.7395, 6.0772, 'village', 'Giethoorn', 'Overijssel', '8355', 'Nederland', 'nl'),
  place(47.5622, 13.6493, 'village', 'Hallstatt', 'Oberösterreich', '4830', 'Österreich', 'at'),
  place(64.1466, -21.9426, 'city', 'Reykjavík', 'Höfuðborgarsvæðið', '101', 'Ísland', 'is'),
  place(40.7128, -74.006, 'city', 'New York', 'New York', '10007', 'United States', 'us'),
  place(37.7793, -122.4193, 'city', 'San Francisco', 'California', '94102', 'United States', 'us'),
  place(43.6532, -79.3832, 'city', 'Toronto', 'Ontario', 'M5H 2N2', 'Canada', 'ca'),
  place(51.1784, -115.5708, 'town', 'Banff', 'Alberta', 'T1L 1A1', 'Canada', 'ca'),
  place(19.4326, -99.1332, 'city', 'Ciudad de México', 'Ciudad de México', '06000', 'México', 'mx'),
  place(-23.5505, -46.6333, 'city', 'São Paulo', 'São Paulo', '01001-000', 'Brasil', 'br'),
  place(-34.6037, -58.3816, 'city', 'Buenos Aires', 'Ciudad Autónoma de Buenos Aires', 'C1002', 'Argentina', 'ar'),
  place(30.0444, 31.2357, 'city', 'القاهرة', 'القاهرة', '11511', 'مصر', 'eg'),
  place(-1.2864, 36.8172, 'city', 'Nairobi', 'Nairobi County', '00100', 'Kenya', 'ke'),
  place(-33.9249, 18.4241, 'city', 'Cape Town', 'Western Cape', '8001', 'South Africa', 'za'),
  place(19.076, 72.8777, 'city', 'Mumbai', 'Maharashtra', '400001', 'India', 'in'),
  place(23.8103, 90.4125, 'city', 'Dhaka', 'Dhaka Division', '1000', 'বাংলাদেশ', 'bd'),
  place(1.2834, 103.8607, 'city', 'Singapore', undefined, '178957', 'Singapore', 'sg'),
  place(35.6812, 139.7671, 'city', '東京都', '東京都', '100-0005', '日本', 'jp'),
  place(-33.8688, 151.2093, 'city', 'Sydney', 'New South Wales', '2000', 'Australia', 'au'),
  place(-36.8485, 174.7633, 'city', 'Auckland', 'Auckland', '1010', 'New Zealand / Aotearoa', 'nz'),
];
