import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/connect';
import type { Database } from '../../db/schema';
import { createSearchRepository } from '../../search/search-repository';
import { createAdvisoryRepository } from '../advisories/advisory-repository';
import { createProductRepository } from '../catalogue/product-repository';
import { createArticleRepository } from '../news/article-repository';
import { createAboutRepository } from '../site-content/about-repository';
import { createAdvertisementRepository } from '../site-content/advertisement-repository';
import { createDictionaryRepository } from '../site-content/dictionary-repository';
import { createWebsiteRepository } from '../site-content/website-repository';
import { createSolutionRepository } from '../solutions/solution-repository';
import { createMaterialRepository } from '../support/material-repository';

/**
 * The repositories the page types read through: the same ones the /api routes call, so a page and the app's own reads
 * of it are one query each, with one order and one page size.
 */
export function createContentReads(db: Kysely<Database>, dialect: Dialect) {
  return {
    banners: createAdvertisementRepository(db),
    categories: createDictionaryRepository(db),
    website: createWebsiteRepository(db),
    about: createAboutRepository(db),
    products: createProductRepository(db),
    solutions: createSolutionRepository(db),
    articles: createArticleRepository(db),
    materials: createMaterialRepository(db),
    advisories: createAdvisoryRepository(db),
    search: createSearchRepository(db, dialect),
  };
}

export type ContentReads = ReturnType<typeof createContentReads>;
