// The remote-loader file (shell-files.ts): what the runtime needs once a module is about to load,
// and nothing before. It carries the bundler's chunk loading for the ajax client it loads in turn.
export { createLoggedModuleLoader } from './logged-module-loader';
export { createPageMount } from './page-mount';
