// Rules that the reference site and a remote both apply: one copy for the browser and the server.
export { isValidEmail } from './email-rule';
