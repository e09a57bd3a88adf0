import { autoLoginCredentials } from './auto-login-plan';

const settings = { userRegistration: true, autoLogin: true, userEmail: 'reg-email', userPassword: 'reg-password' };
const inputs = [{ name: 'reg-email', value: ' ann@example.com ' }, { name: 'reg-password', value: 'correct horse' }];

test('reads the mapped fields when registration and auto-login are on', () => {
  expect(autoLoginCredentials(settings, inputs)).toEqual({ mail: 'ann@example.com', password: 'correct horse' });
});

test('nothing when a switch is off or a value is missing', () => {
  expect(autoLoginCredentials({ ...settings, autoLogin: false }, inputs)).toBeNull();
  expect(autoLoginCredentials({ ...settings, userRegistration: '0' }, inputs)).toBeNull();
  expect(autoLoginCredentials(settings, inputs.slice(0, 1))).toBeNull();
  expect(autoLoginCredentials(undefined, inputs)).toBeNull();
});
