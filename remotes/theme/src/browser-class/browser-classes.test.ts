import { browserClasses } from './browser-classes';

const UA = {
  chromeLinux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  firefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  ipadOs: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};

test('desktop browsers get their engine class only', () => {
  expect(browserClasses(UA.chromeLinux)).toEqual(['chrome']);
  expect(browserClasses(UA.firefox)).toEqual(['gecko']);
  expect(browserClasses(UA.edge)).toEqual(['edge']);
  expect(browserClasses(UA.ipadOs, 0)).toEqual(['safari']);
});

test('phones are mobile devices; an iPad is a mobile device but not "not ipad"', () => {
  expect(browserClasses(UA.iphone)).toEqual(['et_mobile_device', 'et_mobile_device_not_ipad', 'safari', 'iphone']);
  expect(browserClasses(UA.android)).toEqual(['et_mobile_device', 'et_mobile_device_not_ipad', 'chrome']);
  expect(browserClasses(UA.ipadOs, 5)).toEqual(['et_mobile_device', 'safari']);
});
