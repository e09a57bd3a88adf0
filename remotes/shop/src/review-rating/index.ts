export { reviewRatingModule as default } from './review-rating-module';
