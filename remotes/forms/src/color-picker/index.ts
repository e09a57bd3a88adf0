export { colorPickerModule as default } from './color-picker-module';
