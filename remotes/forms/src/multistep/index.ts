export { multistepModule as default } from './multistep-module';
