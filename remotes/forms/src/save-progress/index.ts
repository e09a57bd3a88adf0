export { saveProgressModule as default } from './save-progress-module';
