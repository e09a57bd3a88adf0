export { mathCaptchaModule as default } from './math-captcha-module';
