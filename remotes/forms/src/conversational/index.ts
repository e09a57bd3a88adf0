export { conversationalModule as default } from './conversational-module';
