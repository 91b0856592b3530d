import { definePageType, type PageType } from '../page-type';
import { pageSeo } from '../pages';

/** A page of the sign-in flow: its name and one sentence, kept out of search results and the sitemap; nothing is read. */
export function accountPage(path: string, title: string, description: string): PageType {
  return definePageType({
    params: {},
    read: async () => ({ title, description }),
    seo: () =>
      pageSeo({
        title,
        description,
        canonical: path,
        noindex: true,
      }),
  });
}
