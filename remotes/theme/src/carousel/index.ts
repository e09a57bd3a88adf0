export { carouselModule as default } from './carousel-module';
export { createCarousel } from './create-carousel';
export type { CarouselApi, CreateCarouselOptions } from './create-carousel';
