export { ratingModule as default } from './rating-module';
