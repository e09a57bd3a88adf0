export { labelPlaceholdersModule as default } from './label-placeholders-module';
