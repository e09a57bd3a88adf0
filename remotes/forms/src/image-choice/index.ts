export { imageChoiceModule as default } from './image-choice-module';
