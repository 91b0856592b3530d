import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import { CONTENT_DIR, REPO_ROOT } from '../../config';
import { releasesRoot } from '../../services/releases/store';
import { isReleaseVersion } from '../../services/releases/version';
import { isRemoteDir } from '../../lib/remotes';

// Precompressed variants (.br, .gz) are served under the original name, so the suffix is allowed here.
const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css|svg|png|jpe?g|woff2?)(\.br|\.gz)?$/;
const ALWAYS_REVALIDATE = /(remoteEntry\.js|mf-manifest\.json|mf-stats\.json|index\.html)(\.br|\.gz)?$/;

/**
 * Source maps hold the original source: kept on disk beside each build for the team's error reports, never
 * served (the bundles do not name them either: webpack writes hidden source maps).
 */
/** The folder of a release that holds its server build (build-tools/server-config.cjs). */
const SERVER_BUILD_DIR = 'server';

const notSourceMap = (pathName: string): boolean => !/\.map(\.br|\.gz)?$/i.test(pathName);

/** A percent-encoded path segment as text, or undefined when it is not valid percent-encoding. */
function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * A file of a stored release: <remote>/<version>/<file>. Not a folder being copied in or removed (their names
 * start with a dot, which no version does), nothing beside the version folders, and no source map.
 */
function isReleaseFile(pathName: string): boolean {
  const [remote = '', version = '', ...rest] = pathName.replace(/^\/+/, '').split('/');
  return (
    isRemoteDir(remote) &&
    isReleaseVersion(version) &&
    rest.length > 0 &&
    rest.every((segment) => !segment.startsWith('.')) &&
    // A release's server build is for this server's render workers, not for browsers.
    rest[0] !== SERVER_BUILD_DIR &&
    notSourceMap(pathName)
  );
}

function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  if (ALWAYS_REVALIDATE.test(filePath)) reply.header('Cache-Control', 'no-cache');
  else if (HASHED_FILE.test(filePath)) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
  else reply.header('Cache-Control', 'public, max-age=3600');
}

/** Serves the shell's files, each remote's versioned builds and public media from the one process (pages: routes/pages). */
export default fp(
  async function staticPlugin(app) {
    const shellDist = path.join(REPO_ROOT, 'shell', 'dist');
    fs.mkdirSync(shellDist, { recursive: true });
    await app.register(fastifyStatic, {
      root: shellDist,
      prefix: '/',
      index: false,
      // Files are looked up when asked for, not listed at start: a shell rebuilt on a running server is
      // served at once (a list made at start would answer its new hashed files with 404 until a restart).
      preCompressed: true,
      allowedPath: (pathName: string) => notSourceMap(pathName) && !pathName.replace(/^\/+/, '').startsWith(`${SERVER_BUILD_DIR}/`),
      setHeaders: setCacheHeaders,
    });
    // Remote releases come from the release store (VAR_DIR/releases/<remote>/<version>/), never from a build
    // folder that a rebuild rewrites under running visitors.
    const store = releasesRoot(app.config);
    fs.mkdirSync(store, { recursive: true });
    // A release published on another machine has no folder here until it is written from the database: the first
    // request for one of its files waits for that (services/releases/shared-store.ts), then is served as usual.
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/remotes/')) return;
      const [remote = '', version = ''] = request.url.slice('/remotes/'.length).split('/');
      const decodedVersion = safeDecode(version);
      if (!isRemoteDir(remote) || decodedVersion === undefined || !isReleaseVersion(decodedVersion)) return;
      // Answered from memory once the folder is known to be there; a release nobody recorded costs nothing either.
      await app.ensureStoredRelease(remote, decodedVersion);
    });
    await app.register(fastifyStatic, {
      root: store,
      prefix: '/remotes/',
      decorateReply: false,
      index: false,
      preCompressed: true,
      allowedPath: isReleaseFile,
      setHeaders: setCacheHeaders,
    });
    await app.register(fastifyStatic, {
      root: path.join(CONTENT_DIR, 'media'),
      prefix: '/media/',
      decorateReply: false,
      index: false,
      setHeaders: (reply: FastifyReply) => {
        reply.header('Cache-Control', 'public, max-age=86400');
      },
    });
  },
  { name: 'static', dependencies: ['config', 'rollout'] },
);
