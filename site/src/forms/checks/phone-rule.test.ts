import { PHONE_INVALID_MESSAGE } from '@cms-mf/shared-contracts/fields';
import { phoneProblem } from './phone-rule';

test.each([
  ['+442079460958', 'GB landline'],
  ['+447400123456', 'GB mobile'],
  ['+12015550123', 'US'],
  ['+4930123456', 'DE landline'],
  ['+4915123456789', 'DE mobile'],
  ['+33123456789', 'FR'],
  ['+819012345678', 'JP mobile'],
  ['+5511961234567', 'BR mobile'],
  ['+919876543210', 'IN mobile'],
  ['+44 20 7946 0958', 'international, with spaces, as typed without scripts'],
])('accepts %s (%s)', (value) => {
  expect(phoneProblem(value)).toBeNull();
});

test.each([
  ['+44207946095', 'GB, a digit short'],
  ['+15555555555', 'US, area code 555 is not assigned'],
  ['+12120550123', 'US, an exchange cannot start with 0'],
  ['+49301', 'DE, too short'],
  ['+33023456789', 'FR, a trunk 0 after the country code'],
  ['+551196123456', 'BR mobile one digit short: the right length for /min, not a real range'],
  ['+91123456789', 'IN: the length /min accepts, no assigned range'],
  ['02079460958', 'national format: no country to read it in'],
  ['+44 20 7946 0958 ext', 'letters'],
  ['', 'empty'],
])('refuses %s (%s) with the spec text', (value) => {
  expect(phoneProblem(value)).toBe(PHONE_INVALID_MESSAGE);
});
