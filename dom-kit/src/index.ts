export { adoptStyleSheet, styleSheetMark } from './adopt-style-sheet';
export { createButton } from './create-button';
export { createScriptLoader, type ScriptCheck, type ScriptLoader } from './script-loader';
export { trustedScriptUrlPolicy } from './trusted-script-url';
