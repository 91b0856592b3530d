import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { ADVISORIES_FEED_PATH, CSAF_PROVIDER_METADATA_PATH, CSAF_WHITE_FOLDER } from '../../../contracts/security-advisories';
import { createContentReplies } from '../../../lib/content-replies';
import { advisoryFeed } from '../../../services/advisories/advisory-feed';
import { createAdvisoryRepository } from '../../../services/advisories/advisory-repository';
import { csafWhiteFolder, providerMetadata } from '../../../services/advisories/csaf';
import { SECURITY_TXT_PATH, securityTxt } from '../../../services/advisories/security-txt';

/** Tools poll these files; they change only with a re-import of the content, so an hour in caches is fresh enough. */
const PUBLISHED_FILE_CACHE = 'public, max-age=3600';

/**
 * The advisories published for machines, at the addresses their standards fix: the CSAF provider's metadata and
 * TLP:WHITE folder (documents, their hash files, index.txt, changes.csv), /.well-known/security.txt and the Atom
 * feed. Every file is computed once per content version and served as the same bytes, so a document's hash file
 * always matches it.
 */
const advisoryPublishedFiles: FastifyPluginAsync = async (app) => {
  const advisories = createAdvisoryRepository(app.db);
  const siteUrl = app.config.siteUrl.replace(/\/+$/, '');
  const kept = createContentReplies(app.db, { maxEntries: 10 });
  // The values of `kept.value` must survive JSON, so the files are kept as text (all of them are UTF-8).
  const folder = () =>
    kept.value('csaf-white', async () => {
      const files = csafWhiteFolder(await advisories.listDetails(), siteUrl);
      return Object.fromEntries([...files].map(([path, file]) => [path, { text: file.body.toString('utf8'), type: file.type }]));
    });

  app.get(CSAF_PROVIDER_METADATA_PATH, async (_request, reply) => {
    const metadata = await kept.value('provider-metadata', async () => providerMetadata(await advisories.listDetails(), siteUrl));
    return reply
      .header('Cache-Control', PUBLISHED_FILE_CACHE)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(metadata, null, 2));
  });

  const sendFolderFile = async (path: string, reply: FastifyReply) => {
    const file = (await folder())[path];
    if (!file) return reply.code(404).type('text/plain; charset=utf-8').send(`There is no file ${CSAF_WHITE_FOLDER}/${path}.\n`);
    return reply.header('Cache-Control', PUBLISHED_FILE_CACHE).type(file.type).send(file.text);
  };
  app.get(`${CSAF_WHITE_FOLDER}/index.txt`, async (_request, reply) => sendFolderFile('index.txt', reply));
  app.get(`${CSAF_WHITE_FOLDER}/changes.csv`, async (_request, reply) => sendFolderFile('changes.csv', reply));
  app.get<{ Params: { year: string; file: string } }>(`${CSAF_WHITE_FOLDER}/:year/:file`, async (request, reply) =>
    sendFolderFile(`${request.params.year}/${request.params.file}`, reply),
  );

  app.get(SECURITY_TXT_PATH, async (_request, reply) =>
    reply
      // Its Expires moves with the day it is served.
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(securityTxt(siteUrl, app.clock.now())),
  );

  app.get(ADVISORIES_FEED_PATH, async (_request, reply) => {
    const feed = await kept.value('feed', async () => advisoryFeed(await advisories.listDetails(), siteUrl));
    return reply.header('Cache-Control', PUBLISHED_FILE_CACHE).type('application/atom+xml; charset=utf-8').send(feed);
  });
};

export default advisoryPublishedFiles;
