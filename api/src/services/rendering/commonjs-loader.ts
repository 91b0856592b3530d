import fs from 'node:fs';
import vm from 'node:vm';

/** A CommonJS module's `require`: here, the only way a server build reaches anything outside its own file. */
export type ModuleRequire = (request: string) => unknown;

/**
 * Evaluates one CommonJS file (a server build: one file, webpack's `commonjs2` library) with the given `require`, and
 * returns its exports. Not through Node's `require`: its module cache keeps every file it loaded for the life of the
 * thread, and a release that is no longer used must be droppable (once nothing refers to its exports, the collector
 * frees it). The file runs in this thread's context, so the objects it shares with its host (React's, the shared
 * package's) are the host's own.
 */
export function loadCommonJsFile(file: string, requireFromHost: ModuleRequire): unknown {
  const source = fs.readFileSync(file, 'utf8');
  const wrapper = vm.compileFunction(source, ['exports', 'require', 'module', '__filename', '__dirname'], { filename: file });
  const module: { exports: unknown } = { exports: {} };
  wrapper.call(module.exports, module.exports, requireFromHost, module, file, file.slice(0, file.lastIndexOf('/')));
  return module.exports;
}
