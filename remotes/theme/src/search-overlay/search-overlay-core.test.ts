import { overlayRequest } from './search-overlay-core';

test('a toggle acts once the 1000 ms lock of the previous one has passed', () => {
  expect(overlayRequest({ open: false, since: -Infinity }, true, 0)).toEqual({ act: true, waitMs: 0 });
  expect(overlayRequest({ open: true, since: 0 }, false, 400)).toEqual({ act: false, waitMs: 600 });
  expect(overlayRequest({ open: true, since: 0 }, false, 1000)).toEqual({ act: true, waitMs: 0 });
});

test('asking for the state it is in does nothing', () => {
  expect(overlayRequest({ open: true, since: 0 }, true, 5000)).toEqual({ act: false, waitMs: 0 });
});
