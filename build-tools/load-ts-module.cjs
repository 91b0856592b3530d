// Evaluates a TypeScript module that imports nothing at run time (type imports are fine), for build scripts
// that must read a value kept in TypeScript source: the shell's remote contract, and the API's singleton rule
// before the API is compiled. A run-time import is refused rather than resolved, so such a file cannot grow
// a dependency that the build scripts would silently load.
'use strict';
const fs = require('node:fs');
const ts = require('typescript');

/** @param {string} file @returns {Record<string, unknown>} the module's exports */
function loadTsModule(file) {
  const { outputText } = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
    fileName: file,
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false },
  });
  const module = { exports: {} };
  const refuse = (request) => {
    throw new Error(`${file} imports "${request}" at run time; a module read by the build scripts may import types only.`);
  };
  new Function('module', 'exports', 'require', outputText)(module, module.exports, refuse);
  return module.exports;
}

module.exports = { loadTsModule };
