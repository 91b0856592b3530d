// Starts the render worker from its TypeScript source, for the API's tests (which run the source, not api/dist):
// TypeScript files are compiled with swc as they are required. The built API starts render-worker.js directly.
'use strict';
const fs = require('node:fs');
const { workerData } = require('node:worker_threads');
const { transformSync } = require('@swc/core');

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
require(workerData.script);
