export { adoptStyleSheet } from './adopt-style-sheet';
export { createButton } from './create-button';
