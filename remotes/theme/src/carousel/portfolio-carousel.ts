export { portfolioCarouselModule as default } from './portfolio-carousel-module';
