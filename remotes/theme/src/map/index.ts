export { mapModule as default } from './map-module';
