export { accordionModule as default } from './toggle-modules';
