export { popupModule as default } from './popup-module';
