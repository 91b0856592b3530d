import type { LegalPage } from '../../../contracts/legal-pages';
import { definePageType, HOME_CRUMB, type PageType } from '../page-type';
import { pageSeo } from '../pages';

/** /privacy or /legal: its title and description, from the words the app shows (contracts/legal-pages.ts); nothing is read. */
export function legalPage(path: string, text: LegalPage): PageType {
  return definePageType({
    params: {},
    read: async () => text,
    seo: () =>
      pageSeo({
        title: text.title,
        description: text.description,
        canonical: path,
        breadcrumbs: [HOME_CRUMB, { name: text.title }],
      }),
    sitemap: async () => [{ path }],
  });
}
