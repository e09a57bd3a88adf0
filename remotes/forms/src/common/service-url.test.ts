import { serviceUrl } from './service-url';

const page = 'https://shop.example/contact/';

test('takes the page service setting when it is an http(s) URL', () => {
  expect(serviceUrl({ cmsmf_services: { geocodeUrl: 'https://nominatim.example/' } }, 'geocodeUrl', page)).toBe('https://nominatim.example');
  expect(serviceUrl({ cmsmf_services: { ipCountryUrl: '/lookup' } }, 'ipCountryUrl', page)).toBe('https://shop.example/lookup');
});

test('falls back to the stand-in on the page origin', () => {
  expect(serviceUrl({}, 'geocodeUrl', page)).toBe('https://shop.example/standins/geocode');
  expect(serviceUrl({ cmsmf_services: { geocodeUrl: 'javascript:alert(1)' } }, 'geocodeUrl', page)).toBe('https://shop.example/standins/geocode');
  expect(serviceUrl({ cmsmf_services: 'nope' }, 'ipCountryUrl', page)).toBe('https://shop.example/standins/ip-country');
});
