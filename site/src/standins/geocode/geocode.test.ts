import { parseReverseGeocode } from '@cms-mf/shared-contracts/actions';
import { startStandins, type RunningStandins } from '../testing/start-standins';

let standins: RunningStandins;
beforeAll(async () => {
  standins = await startStandins();
});
afterAll(() => standins.close());

const reverse = (query: string, headers: Record<string, string> = {}) => fetch(`${standins.base}/geocode/reverse?${query}`, { headers });

test('answers with the nearest place in Nominatim’s shape', async () => {
  // Brandenburg Gate, a kilometre from the table's Berlin.
  const response = await reverse('format=json&lat=52.5163&lon=13.3777');
  expect(response.status).toBe(200);
  const answer = await response.json();
  expect(answer).toMatchObject({
    lat: '52.5170000',
    lon: '13.3889000',
    display_name: 'Berlin, Berlin, 10117, Deutschland',
    address: { city: 'Berlin', state: 'Berlin', postcode: '10117', country_code: 'de' },
  });
  expect(parseReverseGeocode(answer)).toEqual({ city: 'Berlin', state: 'Berlin', postcode: '10117', country_code: 'DE' });
});

test('small places come under town or village, which the front end reads as the city', async () => {
  const town = await (await reverse('format=json&lat=52.19&lon=-1.70')).json();
  expect(town.address).toMatchObject({ town: 'Stratford-upon-Avon', country_code: 'gb' });
  expect(town.address.city).toBeUndefined();
  const village = await (await reverse('format=jsonv2&lat=52.74&lon=6.08')).json();
  expect(village.address.village).toBe('Giethoorn');
  expect(village.category).toBe('place');
  expect(parseReverseGeocode(village).city).toBe('Giethoorn');
});

test('a point in the open ocean still gets its nearest place', async () => {
  const answer = await (await reverse('format=json&lat=-40&lon=-150')).json();
  expect(answer.address.country_code).toBe('nz');
});

test.each([
  ['lat=52&lon=13', "'format'"],
  ['format=xml&lat=52&lon=13', "'format'"],
  ['format=json&lon=13', "'lat' is required"],
  ['format=json&lat=abc&lon=13', "'lat' must be a number"],
  ['format=json&lat=91&lon=13', "'lat' must be between"],
  ['format=json&lat=52&lon=-180.5', "'lon' must be between"],
  ['format=json&lat=1e2&lon=13', "'lat' must be a number"],
  ['format=json&lat=NaN&lon=13', "'lat' must be a number"],
])('refuses %s with a Nominatim-like 400', async (query, message) => {
  const response = await reverse(query);
  expect(response.status).toBe(400);
  const answer = await response.json();
  expect(answer.error.code).toBe(400);
  expect(answer.error.message).toContain(message);
});

test('answers browsers on any origin', async () => {
  const response = await reverse('format=json&lat=0&lon=0', { Origin: 'http://elsewhere.test' });
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
});
