import fs from 'node:fs';
import path from 'node:path';

// Server builds written by hand for the renderer's tests: a shell build and remote builds in the same CommonJS
// shape the production builds have (build-tools/server-config.cjs), drawing with the real React and react-dom/server.

/** A shell server build: renders the address, the device, and each section in its own Suspense boundary. */
const SHELL_SOURCE = `
const React = require('react');
const { renderToPipeableStream } = require('react-dom/server');
const { Writable } = require('node:stream');
let siteName = '';
exports.shared = { greeting: 'from the shell', setServerHtmlSanitizer() {}, setRuntimeConfig(config) { siteName = config.siteName; } };
exports.renderShellPage = (input) => new Promise((resolve, reject) => {
  const errors = [];
  const h = React.createElement;
  const sections = input.sections.map((section) =>
    h('section', { key: section.remote + '/' + section.module, 'data-section': section.remote + '/' + section.module },
      h(React.Suspense, { fallback: h('p', null, 'loading ' + section.module) },
        section.component ? h(section.component, { carried: input.carried }) : h('p', null, 'loading ' + section.module))));
  const tree = h('main', null, h('h1', null, input.url + ' for ' + input.device + ' on ' + siteName), sections);
  let html = '';
  const stream = renderToPipeableStream(tree, {
    onAllReady() {
      stream.pipe(new Writable({ write(chunk, _encoding, done) { html += chunk; done(); }, final(done) { resolve({ html, errors }); done(); } }));
    },
    onShellError: reject,
    onError(error) { errors.push(error instanceof Error ? error.message : String(error)); },
  });
  if (input.signal) input.signal.addEventListener('abort', () => stream.abort(input.signal.reason));
});
`;

/** Remote server builds by behaviour: each exposes `Page`. */
export const REMOTE_SOURCES = {
  greets: `const React = require('react'); const shared = require('@ferrolink/shared');
exports.exposes = { Page: () => ({ default: function Page(props) { return React.createElement('p', null, 'hello ' + shared.greeting + ' ' + JSON.stringify(props.carried)); } }) };`,
  throws: `exports.exposes = { Page: () => ({ default: function Page() { throw new Error('this release breaks on the server'); } }) };`,
  loops: `exports.exposes = { Page: () => ({ default: function Page() { for (;;) {} } }) };`,
  waits: `const React = require('react'); const never = new Promise(() => undefined);
exports.exposes = { Page: () => ({ default: function Page() { React.use(never); return null; } }) };`,
  leaks: `const kept = [];
exports.exposes = { Page: () => ({ default: function Page() { for (;;) kept.push(new Array(100000).fill(kept.length)); } }) };`,
  requiresFs: `const fs = require('node:fs'); exports.exposes = { Page: () => ({ default: () => null }) };`,
} as const;

export type RemoteBehaviour = keyof typeof REMOTE_SOURCES;

export interface Fixtures {
  dir: string;
  shellFile: string;
  /** Writes a remote server build (a new file each call: another release) and returns its path. */
  remote(behaviour: RemoteBehaviour): string;
  remove(): void;
}

export function writeFixtures(): Fixtures {
  // Under the repository, so that the shell build's require('react') finds the repository's node_modules.
  const dir = fs.mkdtempSync(path.join(__dirname, '.fixtures-'));
  const shellFile = path.join(dir, 'shell-server.js');
  fs.writeFileSync(shellFile, SHELL_SOURCE);
  let count = 0;
  return {
    dir,
    shellFile,
    remote(behaviour) {
      count += 1;
      const file = path.join(dir, `release-${count}`, 'remote-server.js');
      fs.mkdirSync(path.dirname(file));
      fs.writeFileSync(file, REMOTE_SOURCES[behaviour]);
      return file;
    },
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
