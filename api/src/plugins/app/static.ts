import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import { CONTENT_DIR, REPO_ROOT } from '../../config';
import { SPA_ROUTES } from '../../lib/spa-routes';
import { REMOTES } from './remotes-manifest';

// Precompressed variants (.br, .gz) are served under the original name, so the suffix is allowed here.
const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css|svg|png|jpe?g|woff2?)(\.br|\.gz)?$/;
const ALWAYS_REVALIDATE = /(remoteEntry\.js|mf-manifest\.json|mf-stats\.json|index\.html)(\.br|\.gz)?$/;

/**
 * Source maps hold the original source: kept on disk beside each build for the team's error reports, never
 * served (the bundles do not name them either: webpack writes hidden source maps).
 */
const notSourceMap = (pathName: string): boolean => !/\.map(\.br|\.gz)?$/i.test(pathName);

function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  if (ALWAYS_REVALIDATE.test(filePath)) reply.header('Cache-Control', 'no-cache');
  else if (HASHED_FILE.test(filePath)) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
  else reply.header('Cache-Control', 'public, max-age=3600');
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The shell's index.html, or null when the shell is not built. */
    shellPage: () => string | null;
  }
}

/** Serves the shell, each remote's versioned builds, public media and /remotes.json from the one process. */
export default fp(
  async function staticPlugin(app) {
    const shellDist = path.join(REPO_ROOT, 'shell', 'dist');
    const shellIndex = path.join(shellDist, 'index.html');
    let cached: { mtimeMs: number; html: string } | null = null;

    app.decorate('shellPage', () => {
      try {
        const { mtimeMs } = fs.statSync(shellIndex);
        if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, html: fs.readFileSync(shellIndex, 'utf8') };
        return cached.html;
      } catch {
        return null;
      }
    });

    fs.mkdirSync(shellDist, { recursive: true });
    await app.register(fastifyStatic, {
      root: shellDist,
      prefix: '/',
      index: false,
      // Files are looked up when asked for, not listed at start: a shell rebuilt on a running server is
      // served at once (a list made at start would answer its new hashed files with 404 until a restart).
      preCompressed: true,
      allowedPath: notSourceMap,
      setHeaders: setCacheHeaders,
    });
    for (const remote of REMOTES) {
      const dist = path.join(REPO_ROOT, remote.dir, 'dist');
      fs.mkdirSync(dist, { recursive: true });
      await app.register(fastifyStatic, {
        root: dist,
        prefix: `/remotes/${remote.dir}/`,
        decorateReply: false,
        index: false,
        preCompressed: true,
        allowedPath: notSourceMap,
        setHeaders: setCacheHeaders,
      });
    }
    await app.register(fastifyStatic, {
      root: path.join(CONTENT_DIR, 'media'),
      prefix: '/media/',
      decorateReply: false,
      index: false,
      setHeaders: (reply: FastifyReply) => {
        reply.header('Cache-Control', 'public, max-age=86400');
      },
    });

    // The rollout reader rebuilds the manifest only when the rollout file changes (a staged rollout edits it on a running server).
    app.get('/remotes.json', async (request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return app.rollout().manifestFor({ visitorId: request.cookies.fl_visitor ?? '', previews: new Map() });
    });

    // The shell's HTML file is a build artefact, not a page: its address leads to the home page.
    app.get('/index.html', async (_request, reply) => reply.redirect('/index', 301));

    for (const route of SPA_ROUTES) {
      app.get(route, async (_request, reply) => {
        const html = app.shellPage();
        if (!html) return reply.code(503).type('text/plain').send('The site is being built. Run npm start, which builds it first.');
        return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
      });
    }
  },
  { name: 'static', dependencies: ['config', 'rollout'] },
);
