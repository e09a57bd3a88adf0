export { sideNavModule as default } from './side-nav-module';
