export { abTestingModule as default } from './ab-testing-module';
