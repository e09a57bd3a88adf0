export { filterablePortfolioModule as default } from './filterable-portfolio-module';
