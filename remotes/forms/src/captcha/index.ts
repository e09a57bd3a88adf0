export { captchaModule as default } from './captcha-module';
