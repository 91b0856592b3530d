import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { SharedDeclaration } from '../../src/services/releases/singletons';

// Small hand-written builds for the release tests: the gate reads files and manifests, it does not run the
// JavaScript, so a remoteEntry.js stub and a manifest in the shape the federation plugin writes are enough.

export const SHELL_SHARED: SharedDeclaration[] = [
  { name: '@ferrolink/shared', version: '1.0.0', requiredVersion: '1.0.0', singleton: true },
  { name: 'axios', version: '1.21.1', requiredVersion: '1.21.1', singleton: true },
  { name: 'react-dom/client', version: '19.3.1', requiredVersion: '^19.3.1' },
  { name: 'react-dom', version: '19.3.1', requiredVersion: '19.3.1', singleton: true },
  { name: 'react', version: '19.3.1', requiredVersion: '19.3.1', singleton: true },
  { name: 'zustand', version: '5.1.0', requiredVersion: '5.1.0', singleton: true },
];

export const CATALOG_MODULES = ['ProductCenterPage', 'ProductListPage', 'ProductDetailsPage', 'FeaturedProducts'];

export const CONTRACT: Record<string, string[]> = {
  'mf-catalog': CATALOG_MODULES,
  'mf-solutions': ['SolutionPage', 'SolutionDetailsPage', 'SolutionsAccordion'],
  'mf-support': ['SupportPage'],
  'mf-news': ['AboutPage', 'NewsListPage', 'NewsContentPage'],
  'mf-account': ['LoginPage', 'AccountPage', 'ForgotPasswordPage', 'PasswordSettingPage'],
};

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `ferrolink-${prefix}-`));
}

function writeJson(file: string, value: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

/** A shell build: its mf-manifest.json (shared list) and remote-contract.json. */
export function writeShellBuild(dir: string, options: { shared?: SharedDeclaration[]; contract?: Record<string, string[]> } = {}): string {
  writeJson(path.join(dir, 'mf-manifest.json'), {
    id: 'shell',
    name: 'shell',
    metaData: { name: 'shell', buildInfo: { buildVersion: '1.0.0', buildName: '@ferrolink/shell' } },
    shared: options.shared ?? SHELL_SHARED,
    remotes: [],
    exposes: [],
  });
  writeJson(path.join(dir, 'remote-contract.json'), options.contract ?? CONTRACT);
  return dir;
}

/** What a server build leaves to its host, at the shell's versions: the shell's singletons. */
export const SERVER_SHARED: Record<string, string> = Object.fromEntries(
  SHELL_SHARED.filter((entry) => entry.singleton).map((entry) => [entry.name, entry.version ?? '']),
);

/** A server build under server/, as the remote's server-target webpack build writes it. */
export interface ServerBuildOptions {
  exposes?: string[];
  shared?: Record<string, string>;
  /** The entry the manifest names (default remote-server.js). */
  entry?: string;
  /** The entry file's text; changes the content (and so the version) of the server build alone. */
  code?: string;
  /** Leave out the entry file the manifest names. */
  withoutEntry?: boolean;
  /** Leave out server-manifest.json (the folder and the entry stay). */
  withoutManifest?: boolean;
  /** Write this text as server-manifest.json instead of the JSON of the options. */
  manifestText?: string;
}

export interface RemoteBuildOptions {
  name?: string;
  buildVersion?: string;
  exposes?: string[];
  shared?: SharedDeclaration[];
  /** Changes the content (and so the version) without changing what the manifest says. */
  chunk?: string;
  /** Leave out remoteEntry.js. */
  withoutEntry?: boolean;
  /** Also a server build in server/ (exposes default: the browser build's). */
  server?: ServerBuildOptions;
}

/** Writes a server build into `<dir>/server/`. */
export function writeServerBuild(dir: string, options: ServerBuildOptions & { defaultExposes?: string[] } = {}): string {
  const serverDir = path.join(dir, 'server');
  fs.mkdirSync(serverDir, { recursive: true });
  const entry = options.entry ?? 'remote-server.js';
  if (!options.withoutEntry) {
    fs.writeFileSync(path.join(serverDir, entry), options.code ?? 'module.exports = { exposes: {} };\n');
    fs.writeFileSync(path.join(serverDir, `${entry}.map`), '{"version":3}');
  }
  if (options.manifestText !== undefined) fs.writeFileSync(path.join(serverDir, 'server-manifest.json'), options.manifestText);
  else if (!options.withoutManifest) {
    writeJson(path.join(serverDir, 'server-manifest.json'), {
      entry,
      exposes: options.exposes ?? options.defaultExposes ?? CATALOG_MODULES,
      shared: options.shared ?? SERVER_SHARED,
    });
  }
  return serverDir;
}

/** A remote build as build-all leaves it: entry, manifest, a hashed chunk, a source map, precompressed siblings. */
export function writeRemoteBuild(dir: string, options: RemoteBuildOptions = {}): string {
  const name = options.name ?? 'mf_catalog';
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  if (!options.withoutEntry) fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `var ${name};/* a stub of the federation container */\n`);
  fs.writeFileSync(path.join(dir, '971.338d4204.js'), options.chunk ?? 'console.log("chunk");\n');
  fs.writeFileSync(path.join(dir, '971.338d4204.js.map'), '{"version":3,"sources":["secret.ts"],"sourcesContent":["const secret = 1;"]}');
  fs.writeFileSync(path.join(dir, '971.338d4204.js.br'), 'brotli bytes');
  fs.writeFileSync(path.join(dir, '971.338d4204.js.gz'), 'gzip bytes');
  fs.writeFileSync(path.join(dir, 'assets', 'logo.0a1b2c3d.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeJson(path.join(dir, 'mf-manifest.json'), {
    id: name,
    name,
    metaData: {
      name,
      type: 'app',
      buildInfo: { buildVersion: options.buildVersion ?? '1.0.0', buildName: `@ferrolink/${name}` },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      globalName: name,
      publicPath: 'auto',
    },
    shared: (options.shared ?? SHELL_SHARED).map((entry) => ({ id: `${name}:${entry.name}`, ...entry, assets: {} })),
    remotes: [],
    exposes: (options.exposes ?? CATALOG_MODULES).map((module) => ({ id: `${name}:${module}`, name: module, path: `./${module}`, assets: {} })),
  });
  if (options.server) writeServerBuild(dir, { defaultExposes: options.exposes ?? CATALOG_MODULES, ...options.server });
  return dir;
}

/** A repository of fixtures: <root>/<remote>/package.json and its build in <root>/<remote>/dist/<version>/. */
export function writeRepo(root: string, remotes: Record<string, RemoteBuildOptions & { packageVersion?: string; built?: boolean }>): string {
  for (const [remote, options] of Object.entries(remotes)) {
    const version = options.packageVersion ?? '1.0.0';
    writeJson(path.join(root, remote, 'package.json'), { name: `@ferrolink/${remote}`, version });
    if (options.built !== false) writeRemoteBuild(path.join(root, remote, 'dist', version), { name: remote.replace('-', '_'), ...options });
  }
  return root;
}

/** A real HTTP server on a free local port; `handler` answers each request. */
export async function startServer(handler: http.RequestListener): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        // A server that never answers still holds its connections: they must not keep the test waiting.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Serves the files of `dir` under `/prefix/`, except the paths in `missing` (404). */
export function serveFolder(dir: string, prefix: string, missing: string[] = []): http.RequestListener {
  return (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fixture');
    const relative = url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : null;
    const file = relative === null ? null : path.join(dir, relative);
    if (!file || missing.includes(url.pathname) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200).end(fs.readFileSync(file));
  };
}
