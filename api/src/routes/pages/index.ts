import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { LOAD_TICKET_TIMING_NAME } from '../../contracts/load-report';
import { detectDevice } from '../../contracts/server-render';
import { CACHED_READ_ROUTE, sendEncoded } from '../../lib/send-cached-reply';
import { SPA_ROUTES } from '../../lib/spa-routes';
import { releaseStylesheetReader } from '../../services/releases';
import { createDocumentCache, createVisitorPartsCache } from '../../services/document';
import { issueLoadTicket } from '../../services/rollouts/load-ticket';
import type { RemotesManifest, RolloutSnapshot } from '../../services/rollouts/snapshot';
import crawlerFileRoutes from './crawler-files';

/** The shell's router sends `/` and `/home` on to the home page, so they mount what `/index` mounts. */
const SAME_PAGE_AS: Readonly<Record<string, string>> = { '/': '/index', '/home': '/index' };

/**
 * The page documents: every page address answers the shell's HTML written for its visitor (the page's own head,
 * structured data and content for crawlers, the remotes manifest inside it, the preload of the releases its page
 * mounts, the replies it carries); /remotes.json answers the same manifest; a preview link sets the preview cookie.
 */
const pageRoutes: FastifyPluginAsync = async (app) => {
  await app.register(crawlerFileRoutes);
  const visitorParts = createVisitorPartsCache({ drawnOnServer: app.pageRenderer !== null, stylesheetText: releaseStylesheetReader(app.config) });
  const pageDocument = createDocumentCache();

  /**
   * The load ticket of this page load (services/rollouts/load-ticket.ts): the releases this response gave, signed,
   * in a `Server-Timing` entry, so that the page's load reports count. A header, because the page's text is kept and
   * compressed once for every visitor who gets the same releases; the browser reads the navigation's (or the
   * /remotes.json reply's) timing entry. Base64url and a dot need no quoting, which keeps it a plain token.
   */
  const sendLoadTicket = (reply: FastifyReply, snapshot: RolloutSnapshot, manifest: RemotesManifest): void => {
    const ticket = issueLoadTicket(app.config.sessionSecret, snapshot.ticketReleases(manifest), app.clock.now().getTime());
    reply.header('Server-Timing', `${LOAD_TICKET_TIMING_NAME};desc=${ticket}`);
  };

  app.get('/remotes.json', async (request, reply) => {
    const snapshot = app.rollout();
    const manifest = snapshot.manifestFor(app.visitorContext(request, reply, snapshot));
    // Per visitor, and read once per page load: no cache may keep it or hand it to another visitor.
    reply.header('Cache-Control', 'private, no-store').header('Vary', 'Cookie');
    sendLoadTicket(reply, snapshot, manifest);
    return manifest;
  });

  // The shell's HTML file is a build artefact, not a page: its address leads to the home page.
  app.get('/index.html', async (_request, reply) => reply.redirect('/index', 301));

  for (const route of SPA_ROUTES) {
    const page = SAME_PAGE_AS[route] ?? route;
    app.get(route, CACHED_READ_ROUTE, async (request, reply) => {
      const template = app.shellBuild.template();
      if (!template) return reply.code(503).type('text/plain').send('The site is being built. Run npm start, which builds it first.');
      if (app.applyPreviewLink(request, reply, route)) return reply;
      const snapshot = app.rollout();
      const queryAt = request.url.indexOf('?');
      const query = new URLSearchParams(queryAt === -1 ? '' : request.url.slice(queryAt + 1));
      // What the address shows, from the page type's one read (services/pages): its status (an id that names nothing
      // answers 404 with the same app), its head and content, and the replies it carries (none on a 404).
      const { status, rendered, carried } = await app.pages.page(route, query);
      const manifest = snapshot.manifestFor(app.visitorContext(request, reply, snapshot));
      const pageModules = app.shellBuild.pageModules();
      const visitor = visitorParts(page, snapshot, pageModules, manifest);
      sendLoadTicket(reply, snapshot, manifest);
      const address = queryAt === -1 ? route : `${route}${request.url.slice(queryAt)}`;
      // The layout follows the user agent, so the page is drawn for the visitor's device class (services/rendering):
      // drawn once per address, device class, releases and content, never with anything of the visitor.
      const device = detectDevice(request.headers['user-agent']);
      // The addresses that lead on to the home page are drawn by the browser: its router sends them on from there.
      const body =
        page === route ? await app.pageRenderer?.render({ address, device, modules: pageModules.get(page) ?? [], manifest, carried }) : undefined;
      const document = pageDocument(`${device} ${address}`, template, rendered, visitor, carried, body);
      // The document names this visitor's releases and is drawn for their device: revalidated on every load, never
      // shared between visitors.
      reply
        .code(status)
        .header('Cache-Control', 'private, no-cache')
        .header('Vary', 'Cookie, Accept-Encoding, User-Agent')
        .type('text/html; charset=utf-8');
      return sendEncoded(request, reply, document);
    });
  }
};

export default pageRoutes;
