export { signatureModule as default } from './signature-module';
