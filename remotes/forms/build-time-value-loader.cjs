'use strict';
/**
 * Replaces a module by its default export computed at build time, as JSON
 * (like webpack's val-loader): the phone metadata parts (src/phone/metadata/)
 * are written as code that cuts the full `/max` metadata, which the unit tests
 * run as it is, while the bundle holds only the part each file computes.
 */
const { pathToFileURL } = require('node:url');

module.exports = function buildTimeValueLoader() {
  const done = this.async();
  this.cacheable(true);
  import('tsx/esm/api')
    .then(({ tsImport }) => tsImport(pathToFileURL(this.resourcePath).href, pathToFileURL(this.resourcePath).href))
    .then((module) => {
      const value = module.default && 'default' in module.default && Object.keys(module.default).length === 1 ? module.default.default : module.default;
      done(null, `export default ${JSON.stringify(value)};\n`);
    }, done);
};
