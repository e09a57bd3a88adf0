export { bookingModule as default } from './booking-module';
