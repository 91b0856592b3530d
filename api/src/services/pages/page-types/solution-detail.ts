import { html, type Markup } from '../../../lib/html';
import { definePageType, HOME_CRUMB, intParam, linkList, SHORT_PARAM } from '../page-type';
import { pageSeo } from '../pages';
import { sanitizeHtml } from '../sanitize';
import { firstDescription, plainSummary } from '../text';

/** Titled blocks of HTML (the key points, the application cases) under one heading, when there are any. */
const blocks = (heading: string, rows: ReadonlyArray<{ Name: string; Content: string }>): Markup | '' =>
  rows.length > 0
    ? html`<section>
        <h2>${heading}</h2>
        ${rows.map(
          (row) =>
            html`<h3>${row.Name}</h3>
              ${sanitizeHtml(row.Content)}`,
        )}
      </section>`
    : '';

/** /solutionDetails?type=&tag=&id=: one solution, as Solution/GetDetailById gives the app (none found: 404). */
export const solutionDetailPage = definePageType({
  params: { id: SHORT_PARAM, type: SHORT_PARAM, tag: SHORT_PARAM },
  async read({ solutions }, query) {
    // As the app reads it: a known id names the solution; without an id, type and tag pick it (tag 1st of the sector when unknown).
    const rawId = query.get('id');
    let id = intParam(query, 'id');
    if (rawId !== undefined && rawId.trim() !== '' && id === undefined) return undefined;
    if (id === undefined) {
      const type = intParam(query, 'type', 1, 4);
      if (type === undefined) return undefined;
      id = await solutions.idInSector(type, intParam(query, 'tag'));
    }
    return id === undefined ? undefined : solutions.detail(id);
  },

  seo(solution) {
    return pageSeo({
      title: solution.Name,
      description: firstDescription(solution.Summary, `${solution.Name}: ${solution.Points.map((point) => point.Name).join(', ')}.`),
      canonical: `/solutionDetails?type=${solution.Type}&tag=${solution.Tag}&id=${solution.Id}`,
      image: solution.BannerImageUrl || null,
      imageAlt: solution.Name,
      breadcrumbs: [HOME_CRUMB, { name: 'Solutions', path: '/solution' }, { name: solution.Name }],
      content: html`<article>
        <h1>${solution.Name}</h1>
        <p>${plainSummary(solution.Summary, 2000)}</p>
        ${blocks('Key points', solution.Points)}${blocks('Application cases', solution.Cases)}
        ${
          solution.Products.length > 0
            ? html`<section>
                <h2>Recommended products</h2>
                ${linkList(solution.Products.map((product) => ({ name: product.Name, path: `/producDtetails?id=${product.ProductId}`, text: product.ShortName })))}
              </section>`
            : ''
        }
      </article>`,
    });
  },

  sitemap: async ({ solutions }) =>
    (await solutions.sectorOverview()).flatMap((sector) =>
      sector.Solutions.map((solution) => ({ path: `/solutionDetails?type=${solution.Type}&tag=${solution.Tag}&id=${solution.Id}` })),
    ),
});
