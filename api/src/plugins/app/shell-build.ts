import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import { REPO_ROOT } from '../../config';
import { watchedFile } from '../../lib/watched-file';
import { fillTemplate, PAGE_MODULES_FILE, parsePageModules, prepareTemplate, type PageModules, type PageTemplate } from '../../services/document';

/** What the pages are written from of the shell's build, each read again within a second of a rebuild. */
export interface ShellBuild {
  /** shell/dist/index.html made ready for per-page writing, or null while the shell is not built. */
  template: () => PageTemplate | null;
  /** shell/dist/page-modules.json: the remote modules each page mounts (empty without the file). */
  pageModules: () => PageModules;
}

declare module 'fastify' {
  interface FastifyInstance {
    shellBuild: ShellBuild;
    /** The 404 page: the shell's index.html as built with the not-found head (noindex), or null when the shell is not built. */
    shellPage: () => string | null;
  }
}

/**
 * The shell's build files the server writes pages from (`app.shellBuild`), and the 404 page written from them
 * (`app.shellPage`, which the not-found handler sends).
 */
export default fp(
  async function shellBuildPlugin(app) {
    const dist = path.join(REPO_ROOT, 'shell', 'dist');
    // Pages drawn on the server link the shell's stylesheets; pages drawn by the browser keep the build's preloads.
    const templateOptions = {
      linkStylesheets: app.config.serverRendering.enabled,
      // The build's own stylesheets, read when the template is (a rebuild names new files): only a path inside dist.
      stylesheetText: (address: string) => {
        const file = path.resolve(dist, `.${address.split(/[?#]/)[0] ?? ''}`);
        if (!file.startsWith(`${dist}${path.sep}`) || !file.endsWith('.css')) return undefined;
        try {
          return fs.readFileSync(file, 'utf8');
        } catch {
          return undefined;
        }
      },
    };
    const template = watchedFile<PageTemplate | null>(
      path.join(dist, 'index.html'),
      (text) => prepareTemplate(text, templateOptions),
      null,
      () => undefined,
    );
    const pageModules = watchedFile<PageModules>(path.join(dist, PAGE_MODULES_FILE), parsePageModules, new Map(), (error) =>
      app.log.warn({ err: error }, `shell/dist/${PAGE_MODULES_FILE} is not valid JSON: pages are sent without remote preloads`),
    );
    app.decorate('shellBuild', { template, pageModules });

    // The 404 page is the same for everyone (no manifest: the shell asks /remotes.json): written once per template.
    let notFoundPage: { page: PageTemplate; html: string } | undefined;
    app.decorate('shellPage', () => {
      const page = template();
      if (!page) return null;
      if (notFoundPage?.page !== page) notFoundPage = { page, html: fillTemplate(page, app.pages.notFound().rendered) };
      return notFoundPage.html;
    });
  },
  { name: 'shell-build', dependencies: ['config', 'pages'] },
);
