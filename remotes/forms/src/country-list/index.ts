export { countryListModule as default } from './country-list-module';
