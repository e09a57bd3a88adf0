export { toggleModule as default } from './toggle-modules';
