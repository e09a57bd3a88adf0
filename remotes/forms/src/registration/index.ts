export { autoLogin } from './auto-login';
export { autoLoginCredentials, AUTO_LOGIN_MESSAGE, AUTO_LOGIN_DELAY_MS, AUTO_LOGIN_REDIRECT_DELAY_MS } from './auto-login-plan';
