export { portfolioGridModule as default } from './portfolio-grid-module';
