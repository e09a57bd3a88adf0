export { contactFormModule as default } from './contact-form-module';
