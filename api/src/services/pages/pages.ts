import type { Kysely } from 'kysely';
import { NEWS_PAGE_SIZE, PRODUCT_LIST_PAGE_SIZE } from '../../contracts/page-sizes';
import { PRODUCT_FAMILIES } from '../../contracts/product-families';
import type { Database } from '../../db/schema';
import { pageOffset } from '../../lib/paging';
import { createArticleRepository } from '../news/article-repository';
import { createSolutionRepository } from '../solutions/solution-repository';
import { PROFILE_SETTING_KEY } from '../../seed/news-seeder';
import { html, type Markup } from '../../lib/html';
import { sanitizeHtml } from './sanitize';
import { absoluteUrl, itemList, newsArticle, product as productNode, type Crumb, type JsonLd, type SiteInfo } from './structured-data';
import { firstDescription, plainSummary } from './text';
import { BANNER_DICTIONARY, PRODUCT_DICTIONARY_TYPE } from '../../contracts/content-ids';
import { COMPANY, type PostalAddress } from '../../contracts/company';
import { LEGAL_PAGE, PRIVACY_PAGE, type LegalPage } from '../../contracts/legal-pages';

// THE ONE PLACE where each page address gets its head and its content for crawlers. A page added to the site adds
// one entry to PAGES: the query parameters that change what it shows, and a function that reads what it needs
// (a few indexed queries at most; the result is cached per content version by the caller) and says what the page
// is. Everything else (escaping, Open Graph, hreflang, the site-wide structured data, the status) follows from it.

/** What the server says about one page: its head, its structured data and its main content without JavaScript. */
export interface PageSeo {
  /** 404 for an id that names nothing: the app shows its not-found message, crawlers drop the address. */
  status: 200 | 404;
  /** The page's own name; the document's title is "<title> | <site name>". */
  title: string;
  /** Plain text, at most 160 characters. */
  description: string;
  /** The one address of the page (path and the query parameters that change its content, in a fixed order). */
  canonical: string | null;
  /** A path on the site or an absolute URL: the page's picture for link previews. */
  image: string | null;
  imageAlt: string;
  /** Sign-in, account, password and search pages, and the 404 page, are kept out of search results. */
  noindex: boolean;
  ogType: 'website' | 'article';
  /** The breadcrumbs the page shows (none: the page shows none). */
  breadcrumbs: Crumb[];
  /** The page's own structured data; Organization, WebSite and BreadcrumbList are added for every page. */
  jsonLd: JsonLd[];
  /** An article's date of publication (YYYY-MM-DD). */
  published?: string;
  /** The page's main content as inert HTML. */
  content: Markup;
}

export interface PageContext {
  db: Kysely<Database>;
  site: SiteInfo;
  /** Only the parameters the page's entry names, as the request sent them. */
  query: ReadonlyMap<string, string>;
}

export interface PageEntry {
  /** The query parameters that change what the page shows; everything else is dropped from the cache key. */
  params: readonly string[];
  build: (context: PageContext) => Promise<PageSeo>;
}

// Banner placements (dictionary ids), as the sections use them: one list, read by both sides.
const HOME_BANNER = BANNER_DICTIONARY.home;
const NEWS_BANNER = BANNER_DICTIONARY.news;
const SUPPORT_BANNER = BANNER_DICTIONARY.support;
const FAMILY_BANNER: Readonly<Record<number, number>> = BANNER_DICTIONARY.productCategory;
/** The product families as the app names them (/productCenter?type=1..4). */
const FAMILY_NAMES: ReadonlyMap<number, string> = new Map(PRODUCT_FAMILIES.map((family) => [family.type, family.name]));
const SUPPORT_LIST_SIZE = 10;
const PRODUCT_DETAIL_MAX_IMAGES = 3;

const HOME: Crumb = { name: 'Home', path: '/index' };

/** A whole number in [min, max] as the app reads it (readIntParam), or undefined. */
function intParam(query: ReadonlyMap<string, string>, name: string, min = 1, max = 2_147_483_647): number | undefined {
  const raw = query.get(name);
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

/** The defaults of a page; each entry says what differs. */
function page(fields: Partial<PageSeo> & Pick<PageSeo, 'title' | 'description' | 'canonical' | 'content'>): PageSeo {
  return { status: 200, image: null, imageAlt: '', noindex: false, ogType: 'website', breadcrumbs: [], jsonLd: [], ...fields };
}

/** The page for an address whose id names nothing: the app shows its own not-found message in the same document. */
export function notFoundPage(): PageSeo {
  return page({
    status: 404,
    title: 'Page not found',
    description: 'The page you are looking for does not exist or is no longer available.',
    canonical: null,
    noindex: true,
    content: html`<h1>Page not found</h1>
      <p>The page you are looking for does not exist or is no longer available.</p>
      <p><a href="/index">Go to the home page</a></p>`,
  });
}

async function bannerOf(
  db: Kysely<Database>,
  dictionaryId: number | undefined,
): Promise<{ title: string; image_url: string; summary: string } | undefined> {
  if (dictionaryId === undefined) return undefined;
  return db
    .selectFrom('advertisements')
    .select(['title', 'image_url', 'summary'])
    .where('dictionary_id', '=', dictionaryId)
    .orderBy('sort')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

const linkList = (items: ReadonlyArray<{ name: string; path: string; text?: string }>): Markup =>
  html`<ul>
    ${items.map((item) => html`<li><a href="${item.path}">${item.name}</a>${item.text ? html` ${item.text}` : ''}</li>`)}
  </ul>`;

/** A page of the sign-in flow: its name, one sentence, kept out of search results. */
function accountPage(path: string, title: string, description: string): PageEntry {
  return {
    params: [],
    build: async () =>
      page({
        title,
        description,
        canonical: path,
        noindex: true,
        content: html`<h1>${title}</h1>
          <p>${description}</p>`,
      }),
  };
}

const homePage: PageEntry = {
  params: [],
  build: async ({ db }) => {
    const [categories, top, solutions, banner] = await Promise.all([
      db
        .selectFrom('categories')
        .select(['id', 'pid', 'en_name', 'description'])
        .where('type', '=', PRODUCT_DICTIONARY_TYPE)
        .orderBy('sort')
        .orderBy('id')
        .execute(),
      db.selectFrom('products').select(['id', 'name', 'short_name']).where('top_rank', '>', 0).orderBy('top_rank').orderBy('id').limit(6).execute(),
      db.selectFrom('solutions').select(['id', 'type', 'tag', 'name']).orderBy('type').orderBy('tag').execute(),
      bannerOf(db, HOME_BANNER),
    ]);
    const families = categories.filter((category) => category.pid === 0);
    return page({
      title: 'Industrial Ethernet Switches, Device Connectivity and Wireless',
      description:
        'Industrial Ethernet switches, device connectivity, wireless and software for transportation, manufacturing, smart cities and energy.',
      canonical: '/index',
      image: banner?.image_url ?? null,
      imageAlt: banner?.title ?? '',
      content: html`<h1>Ferrolink Industrial Networks</h1>
        <p>Industrial Ethernet switches, device connectivity, wireless and software for transportation, manufacturing, smart cities and energy.</p>
        <h2>Products</h2>
        ${linkList(families.map((family) => ({ name: family.en_name, path: `/productCenter?type=${family.id}`, text: plainSummary(family.description) })))}
        ${
          top.length > 0
            ? html`<h2>Featured products</h2>
                ${linkList(top.map((row) => ({ name: row.name, path: `/producDtetails?id=${row.id}`, text: row.short_name })))}`
            : ''
        }
        <h2>Solutions</h2>
        ${linkList(solutions.map((row) => ({ name: row.name, path: `/solutionDetails?type=${row.type}&tag=${row.tag}&id=${row.id}` })))}`,
    });
  },
};

const productCenterPage: PageEntry = {
  params: ['type'],
  build: async ({ db, site, query }) => {
    // The app shows family 1 for a missing or unknown type (with a notice): that page is the one address.
    const type = intParam(query, 'type', 1, 4) ?? 1;
    const [rows, banner] = await Promise.all([
      db
        .selectFrom('categories')
        .select(['id', 'pid', 'en_name', 'description', 'image_url'])
        .where('type', '=', PRODUCT_DICTIONARY_TYPE)
        .where((eb) => eb.or([eb('id', '=', type), eb('pid', '=', type)]))
        .orderBy('sort')
        .orderBy('id')
        .execute(),
      bannerOf(db, FAMILY_BANNER[type]),
    ]);
    // The app names the four families itself, so the page is there even before the categories are imported.
    const family = rows.find((row) => row.id === type && row.pid === 0) ?? {
      id: type,
      en_name: FAMILY_NAMES.get(type) ?? 'Products',
      description: '',
      image_url: '',
    };
    const subs = rows.filter((row) => row.pid === type).map((row) => ({ name: row.en_name, path: `/producList?id=${row.id}` }));
    return page({
      title: family.en_name,
      description: firstDescription(family.description, `${family.en_name} from ${site.siteName}.`),
      canonical: `/productCenter?type=${type}`,
      image: banner?.image_url ?? (family.image_url || null),
      imageAlt: family.en_name,
      breadcrumbs: [HOME, { name: 'Products', path: '/productCenter?type=1' }, { name: family.en_name }],
      jsonLd: [itemList(site, family.en_name, subs)],
      content: html`<h1>${family.en_name}</h1>
        <p>${plainSummary(family.description, 1000)}</p>
        <h2>Categories</h2>
        ${linkList(subs)}`,
    });
  },
};

const productListPage: PageEntry = {
  params: ['id', 'page'],
  build: async ({ db, site, query }) => {
    const id = intParam(query, 'id');
    if (id === undefined) return notFoundPage();
    const requested = intParam(query, 'page', 1, 100_000) ?? 1;
    const category = await db
      .selectFrom('categories as sub')
      .innerJoin('categories as top', 'top.id', 'sub.pid')
      .select(['sub.id', 'sub.pid', 'sub.en_name as sub_name', 'sub.introduction', 'sub.image_url', 'top.en_name as top_name'])
      .where('sub.id', '=', id)
      .where('sub.type', '=', PRODUCT_DICTIONARY_TYPE)
      .executeTakeFirst();
    if (!category) return notFoundPage();
    const products = db.selectFrom('products').where('sub_category_id', '=', id);
    const { count } = await products.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    const pageCount = Math.max(1, Math.ceil(Number(count) / PRODUCT_LIST_PAGE_SIZE));
    // A page past the end is sent to the last one by the app: that page is the address.
    const current = Math.min(requested, pageCount);
    const rows = await products
      .select(['id', 'name', 'short_name', 'summary'])
      .orderBy('sort')
      .orderBy('id')
      .limit(PRODUCT_LIST_PAGE_SIZE)
      .offset(pageOffset({ page: current, pageSize: PRODUCT_LIST_PAGE_SIZE }))
      .execute();
    const base = `/producList?id=${id}`;
    const canonical = current > 1 ? `${base}&page=${current}` : base;
    const items = rows.map((row) => ({ name: row.name, path: `/producDtetails?id=${row.id}`, text: row.short_name }));
    const pages = Array.from({ length: pageCount }, (_unused, index) => index + 1);
    return page({
      title: current > 1 ? `${category.sub_name} (page ${current})` : category.sub_name,
      description: firstDescription(
        category.introduction,
        `${category.sub_name} from ${site.siteName}: ${rows.map((row) => `${row.name} ${row.short_name}`).join(', ')}`,
      ),
      canonical,
      image: category.image_url || null,
      imageAlt: category.sub_name,
      breadcrumbs: [HOME, { name: category.top_name, path: `/productCenter?type=${category.pid}` }, { name: category.sub_name }],
      jsonLd: [itemList(site, category.sub_name, items)],
      content: html`<h1>${category.sub_name}</h1>
        ${category.introduction ? html`<p>${plainSummary(category.introduction, 2000)}</p>` : ''}
        <ul>
          ${rows.map(
            (row) =>
              html`<li>
                <h2><a href="/producDtetails?id=${row.id}">${row.name}</a></h2>
                <p>${row.short_name}</p>
                <p>${plainSummary(row.summary, 300)}</p>
              </li>`,
          )}
        </ul>
        ${
          pageCount > 1
            ? html`<nav aria-label="Product pages">
                <ul>
                  ${pages.map((number) => html`<li><a href="${number > 1 ? `${base}&page=${number}` : base}">Page ${number}</a></li>`)}
                </ul>
              </nav>`
            : ''
        }`,
    });
  },
};

const productDetailsPage: PageEntry = {
  params: ['id'],
  build: async ({ db, site, query }) => {
    const id = intParam(query, 'id');
    if (id === undefined) return notFoundPage();
    const [row, images] = await Promise.all([
      db
        .selectFrom('products')
        .innerJoin('categories as top', 'top.id', 'products.category_id')
        .innerJoin('categories as sub', 'sub.id', 'products.sub_category_id')
        .select([
          'products.id',
          'products.name',
          'products.short_name',
          'products.summary',
          'products.product_ul',
          'products.introduce',
          'products.specifications',
          'products.ordering_information',
          'products.description',
          'products.category_id',
          'products.sub_category_id',
          'top.en_name as top_name',
          'sub.en_name as sub_name',
        ])
        .where('products.id', '=', id)
        .executeTakeFirst(),
      db.selectFrom('product_images').select('image_url').where('product_id', '=', id).orderBy('sort').limit(PRODUCT_DETAIL_MAX_IMAGES).execute(),
    ]);
    if (!row) return notFoundPage();
    const path = `/producDtetails?id=${row.id}`;
    const title = row.short_name ? `${row.name} ${row.short_name}` : row.name;
    const description = firstDescription(row.short_name ? `${row.short_name}: ${row.summary}` : row.summary, row.introduce, row.description);
    const imageUrls = images.map((image) => absoluteUrl(site, image.image_url)).filter((url): url is string => url !== undefined);
    const section = (heading: string, body: string): Markup | '' =>
      body.trim()
        ? html`<section>
            <h2>${heading}</h2>
            ${sanitizeHtml(body)}
          </section>`
        : '';
    return page({
      title,
      description,
      canonical: path,
      image: images[0]?.image_url ?? null,
      imageAlt: title,
      breadcrumbs: [
        HOME,
        { name: row.top_name, path: `/productCenter?type=${row.category_id}` },
        { name: row.sub_name, path: `/producList?id=${row.sub_category_id}` },
        { name: row.name },
      ],
      jsonLd: [
        productNode(site, { name: title, model: row.name, description, images: imageUrls, category: `${row.top_name} > ${row.sub_name}`, path }),
      ],
      content: html`<article>
        <h1>${row.name}</h1>
        <p>${row.short_name}</p>
        ${sanitizeHtml(row.summary)} ${row.product_ul ? html`<p>Certification: ${row.product_ul}</p>` : ''}
        ${images.map((image) => html`<img src="${image.image_url}" alt="${title}" width="800" height="600" loading="lazy" />`)}
        ${section('Introduction', row.introduce)}${section('Description', row.description)}${section('Specifications', row.specifications)}${section('Ordering Information', row.ordering_information)}
      </article>`,
    });
  },
};

const solutionPage: PageEntry = {
  params: [],
  build: async ({ db }) => {
    // The same reads as /api/Solution/GetList: the sectors in type order, each with its banner and its solutions.
    const sectors = await createSolutionRepository(db).sectorOverview();
    const solutions = sectors.flatMap((sector) => sector.Solutions);
    return page({
      title: 'Solutions',
      description: firstDescription(
        `Industrial networking solutions for ${sectors
          .map((sector) => sector.Name)
          .filter(Boolean)
          .join(', ')}: ${solutions.map((solution) => solution.Name).join(', ')}.`,
      ),
      canonical: '/solution',
      // An empty ImageUrl (a sector without a banner) is no picture.
      image: sectors[0]?.ImageUrl || null,
      imageAlt: sectors[0]?.Name ?? '',
      content: html`<h1>Solutions</h1>
        ${sectors.map(
          (sector) =>
            html`<section>
              <h2>${sector.Name}</h2>
              <p>${sector.Summary}</p>
              ${linkList(
                sector.Solutions.map((solution) => ({
                  name: solution.Name,
                  path: `/solutionDetails?type=${solution.Type}&tag=${solution.Tag}&id=${solution.Id}`,
                  text: plainSummary(solution.Summary, 300),
                })),
              )}
            </section>`,
        )}`,
    });
  },
};

const solutionDetailsPage: PageEntry = {
  params: ['id', 'type', 'tag'],
  build: async ({ db, query }) => {
    // As the app reads it: a known id names the solution; without an id, type and tag pick it (tag 1st of the sector when unknown).
    const rawId = query.get('id');
    const id = intParam(query, 'id');
    if (rawId !== undefined && rawId.trim() !== '' && id === undefined) return notFoundPage();
    const solutions = createSolutionRepository(db);
    let solutionId = id;
    if (solutionId === undefined) {
      const type = intParam(query, 'type', 1, 4);
      if (type === undefined) return notFoundPage();
      solutionId = await solutions.idInSector(type, intParam(query, 'tag'));
    }
    const solution = solutionId === undefined ? undefined : await solutions.detail(solutionId);
    if (!solution) return notFoundPage();
    const block = (heading: string, rows: ReadonlyArray<{ Name: string; Content: string }>): Markup | '' =>
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
    return page({
      title: solution.Name,
      description: firstDescription(solution.Summary, `${solution.Name}: ${solution.Points.map((point) => point.Name).join(', ')}.`),
      canonical: `/solutionDetails?type=${solution.Type}&tag=${solution.Tag}&id=${solution.Id}`,
      image: solution.BannerImageUrl || null,
      imageAlt: solution.Name,
      breadcrumbs: [HOME, { name: 'Solutions', path: '/solution' }, { name: solution.Name }],
      content: html`<article>
        <h1>${solution.Name}</h1>
        <p>${plainSummary(solution.Summary, 2000)}</p>
        ${block('Key points', solution.Points)}${block('Application cases', solution.Cases)}
        ${
          solution.Products.length > 0
            ? html`<section>
                <h2>Recommended products</h2>
                ${linkList(solution.Products.map((row) => ({ name: row.Name, path: `/producDtetails?id=${row.ProductId}`, text: row.ShortName })))}
              </section>`
            : ''
        }
      </article>`,
    });
  },
};

const newsListPage: PageEntry = {
  params: [],
  build: async ({ db, site }) => {
    const [articles, banner] = await Promise.all([
      db
        .selectFrom('articles')
        .select(['id', 'title', 'summary', 'publish_time', 'create_time'])
        .orderBy('publish_time', 'desc')
        .orderBy('id', 'desc')
        .limit(NEWS_PAGE_SIZE)
        .execute(),
      bannerOf(db, NEWS_BANNER),
    ]);
    const items = articles.map((row) => ({ name: row.title, path: `/newsContent?id=${row.id}` }));
    return page({
      title: 'News',
      description: `News from ${site.siteName}: products, projects, trade fairs and the people behind them.`,
      canonical: '/newsList',
      image: banner?.image_url ?? null,
      imageAlt: banner?.title ?? 'News',
      jsonLd: [itemList(site, 'News', items)],
      content: html`<h1>News</h1>
        <ul>
          ${articles.map((row) => {
            const date = (row.publish_time || row.create_time).slice(0, 10);
            return html`<li>
              <h2><a href="/newsContent?id=${row.id}">${row.title}</a></h2>
              <p><time datetime="${date}">${date}</time></p>
              <p>${plainSummary(row.summary, 300)}</p>
            </li>`;
          })}
        </ul>`,
    });
  },
};

const newsContentPage: PageEntry = {
  params: ['id'],
  build: async ({ db, site, query }) => {
    const id = intParam(query, 'id');
    if (id === undefined) return notFoundPage();
    const article = await createArticleRepository(db).detail(id);
    if (!article) return notFoundPage();
    const path = `/newsContent?id=${article.Id}`;
    const date = (article.PublishTime || article.CreateTime).slice(0, 10);
    const description = firstDescription(article.Summary, article.Content);
    return page({
      title: article.Title,
      description,
      canonical: path,
      image: article.ImgUrl || null,
      imageAlt: article.Title,
      ogType: 'article',
      published: date,
      breadcrumbs: [HOME, { name: 'News', path: '/newsList' }, { name: article.Title }],
      jsonLd: [
        newsArticle(site, {
          headline: article.Title,
          description,
          datePublished: date,
          image: absoluteUrl(site, article.ImgUrl),
          author: article.Author,
          section: article.EN_DictionaryName,
          path,
        }),
      ],
      content: html`<article>
        <h1>${article.Title}</h1>
        <p><time datetime="${date}">${date}</time>${article.Author ? html` | ${article.Author}` : ''}</p>
        ${sanitizeHtml(article.Content)}
      </article>`,
    });
  },
};

interface StoredProfile {
  title?: string;
  lead?: string;
  content?: string;
  ImageUrl?: string;
  facts?: Array<{ value: string; label: string }>;
}

/** The company's addresses, phone and emails (the footer and the Contact Us part show the same). */
const contactDetails = (): Markup =>
  html`${[COMPANY.headquarters, COMPANY.serviceCentre].map(
      (address: PostalAddress) =>
        html`<address>
          <strong>${address.label}</strong><br />${address.lines.map((line, index) => html`${index > 0 ? html`<br />` : ''}${line}`)}
        </address>`,
    )}
    <p>
      Phone: <a href="tel:${COMPANY.phone.dial}">${COMPANY.phone.display}</a> (${COMPANY.phone.hours})<br />
      Sales: <a href="mailto:${COMPANY.emails.sales}">${COMPANY.emails.sales}</a><br />
      Support: <a href="mailto:${COMPANY.emails.support}">${COMPANY.emails.support}</a>
    </p>`;

/** The privacy notice or the legal notice: the same words the app shows (api/src/contracts/legal-pages.ts). */
function legalPage(path: string, text: LegalPage): PageEntry {
  return {
    params: [],
    build: async () =>
      page({
        title: text.title,
        description: text.description,
        canonical: path,
        breadcrumbs: [HOME, { name: text.title }],
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
  };
}

const aboutPage: PageEntry = {
  params: [],
  build: async ({ db, site }) => {
    const [setting, milestones] = await Promise.all([
      db.selectFrom('site_settings').select('value').where('key', '=', PROFILE_SETTING_KEY).executeTakeFirst(),
      db.selectFrom('milestones').select(['year', 'title', 'summary']).orderBy('year').orderBy('sort').execute(),
    ]);
    let profile: StoredProfile = {};
    try {
      profile = setting ? (JSON.parse(setting.value) as StoredProfile) : {};
    } catch {
      // A profile that is not JSON: the page says what it can without it.
    }
    const title = profile.title || `About ${site.siteName}`;
    return page({
      title: 'About Us',
      description: firstDescription(profile.lead, profile.content, `About ${site.siteName}.`),
      canonical: '/about',
      image: profile.ImageUrl || null,
      imageAlt: title,
      content: html`<h1>${title}</h1>
        <p>${profile.lead ?? ''}</p>
        ${sanitizeHtml(profile.content)}
        ${
          (profile.facts ?? []).length > 0
            ? html`<ul>
                ${(profile.facts ?? []).map((fact) => html`<li>${fact.value} ${fact.label}</li>`)}
              </ul>`
            : ''
        }
        ${
          milestones.length > 0
            ? html`<h2>Milestones</h2>
                <ul>
                  ${milestones.map((row) => html`<li>${row.year}: ${row.title}. ${plainSummary(row.summary, 300)}</li>`)}
                </ul>`
            : ''
        }
        <h2>Contact us</h2>
        ${contactDetails()}`,
    });
  },
};

const supportPage: PageEntry = {
  params: ['type'],
  build: async ({ db, query }) => {
    // type 2 is the Video Center; anything else is the documentation the page opens on.
    const videos = intParam(query, 'type', 1, 2) === 2;
    const [banner, materials] = await Promise.all([
      bannerOf(db, SUPPORT_BANNER),
      db
        .selectFrom('materials')
        .select(['title', 'summary', 'product_name'])
        .where('file_type', '=', videos ? 1 : 2)
        .orderBy('sort')
        .orderBy('publish_time', 'desc')
        .orderBy('id', 'desc')
        .limit(SUPPORT_LIST_SIZE)
        .execute(),
    ]);
    const section = videos ? 'Video Center' : 'Documentation Download';
    return page({
      title: videos ? 'Support: Video Center' : 'Support: Documentation Download',
      description: videos
        ? 'Product videos: installation, configuration and application walk-throughs of Ferrolink industrial networking products.'
        : 'Datasheets, manuals, firmware notes and certificates of Ferrolink industrial networking products.',
      canonical: videos ? '/support?type=2' : '/support',
      image: banner?.image_url ?? null,
      imageAlt: banner?.title ?? 'Support',
      breadcrumbs: [HOME, { name: 'Support' }],
      content: html`<h1>Support</h1>
        <nav>
          <ul>
            <li><a href="/support">Documentation Download</a></li>
            <li><a href="/support?type=2">Video Center</a></li>
          </ul>
        </nav>
        <h2>${section}</h2>
        <ul>
          ${materials.map((row) => html`<li>${row.title}${row.product_name ? html` (${row.product_name})` : ''}${row.summary ? html`: ${plainSummary(row.summary, 200)}` : ''}</li>`)}
        </ul>`,
    });
  },
};

const searchPage: PageEntry = {
  params: [],
  // Results pages are not indexed (they would compete with the pages they list); the search term is not echoed.
  build: async () =>
    page({
      title: 'Search',
      description: 'Search the products, solutions, support documents and news of Ferrolink Industrial Networks.',
      canonical: '/searchList',
      noindex: true,
      breadcrumbs: [HOME, { name: 'Search' }],
      content: html`<h1>Search</h1>
        <p>Search the products, solutions, support documents and news of Ferrolink Industrial Networks.</p>`,
    }),
};

/** Every page address of the site (SPA_ROUTES) and what the server says about it. */
export const PAGES: Readonly<Record<string, PageEntry>> = {
  '/': homePage,
  '/home': homePage,
  '/index': homePage,
  '/login': accountPage('/login', 'Sign In', 'Sign in to download documents and manage your Ferrolink account.'),
  '/account': accountPage('/account', 'Create Account', 'Create a Ferrolink account to download product documents.'),
  '/forgotPassword': accountPage('/forgotPassword', 'Change Password', 'Get a link to choose a new password for your Ferrolink account.'),
  // The link's hash is a secret for one person: never part of an address a search engine or a cache may keep.
  '/passwordSetting': accountPage('/passwordSetting', 'Set New Password', 'Choose a new password for your Ferrolink account.'),
  '/about': aboutPage,
  '/solution': solutionPage,
  '/solutionDetails': solutionDetailsPage,
  '/productCenter': productCenterPage,
  '/producList': productListPage,
  '/producDtetails': productDetailsPage,
  '/support': supportPage,
  '/newsList': newsListPage,
  '/newsContent': newsContentPage,
  '/searchList': searchPage,
  '/privacy': legalPage('/privacy', PRIVACY_PAGE),
  '/legal': legalPage('/legal', LEGAL_PAGE),
};
