export { newsletterModule as default } from './newsletter-module';
