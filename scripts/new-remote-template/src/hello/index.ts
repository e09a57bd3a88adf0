export { helloModule as default, GREETING, pressesText } from './hello';
