import type { LegalPage } from '../../../contracts/legal-pages';
import { html } from '../../../lib/html';
import { definePageType, HOME_CRUMB, type PageType } from '../page-type';
import { pageSeo } from '../pages';
import { contactDetails } from './contact-details';

/** /privacy or /legal: the same words the app shows (contracts/legal-pages.ts); nothing is read. */
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
        content: html`<h1>${text.title}</h1>
          <p>Last updated <time datetime="${text.updated}">${text.updated}</time></p>
          <p>${text.intro}</p>
          ${text.sections.map(
            (section) =>
              html`<section id="${section.id}">
                <h2>${section.heading}</h2>
                ${section.blocks.map((block) =>
                  typeof block === 'string'
                    ? html`<p>${block}</p>`
                    : html`<ul>
                        ${block.list.map((item) => html`<li>${item}</li>`)}
                      </ul>`,
                )}
              </section>`,
          )}
          <h2>Contact</h2>
          ${contactDetails()}`,
      }),
    sitemap: async () => [{ path }],
  });
}
