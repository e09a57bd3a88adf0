export { dateTimeModule as default } from './date-time-module';
