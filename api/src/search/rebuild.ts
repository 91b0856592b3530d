import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { bumpSearchGeneration, SEARCH_VERSION_KEY } from './search-cache';
import { dialectOf, searchEngine, type SearchDocument } from './search-engine';
import { compactForms, excerpt, plainText } from './text';
import { advisorySearchNumber } from '../contracts/security-advisories';

/** Longest text kept per document body: enough for any article, bounded for the index. */
const MAX_BODY = 20_000;
/** Summary kept for display when the content has no summary of its own. */
const FALLBACK_SUMMARY = 300;

/** What every downloadable document (datasheet, user manual, guide, release notes) is also called by the people looking for one. */
const DOCUMENT_WORDS = 'document documentation manual';

/** What a security advisory is also called by the people looking for one. */
const ADVISORY_WORDS = 'security advisory vulnerability firmware';

const join = (...parts: string[]) => parts.filter(Boolean).join(' ');

/**
 * Refills the search index from the content tables (products, solutions with their
 * points and cases, support documents and videos, news, security advisories), as plain text. Runs inside
 * the seeding transaction, so the index always matches the content it describes.
 */
export async function rebuildSearchIndex(db: Kysely<Database>): Promise<number> {
  const documents: SearchDocument[] = [];

  const products = await db
    .selectFrom('products')
    .leftJoin('categories', 'categories.id', 'products.category_id')
    .select(['products.id', 'products.name', 'products.short_name', 'products.summary', 'categories.en_name as category'])
    .execute();
  for (const product of products) {
    const summary = plainText(product.summary);
    documents.push({
      dataType: 'product',
      refId: product.id,
      attachmentId: 0,
      // The model and the product's name, as its own page titles it ("FL-MS5008G 8-Port Gigabit Managed DIN-Rail
      // Switch"): a result names the product, and "switch" finds the switches by their title, not by a summary
      // that mentions switches in passing.
      title: join(product.name, product.short_name),
      // The category ("Industrial Switch") says what kind of thing the product is, for a product whose name does not.
      keywords: join(product.category ?? '', ...compactForms(`${product.name} ${product.short_name}`)),
      summary: summary || product.short_name,
      body: '',
    });
  }

  const solutions = await db.selectFrom('solutions').select(['id', 'name', 'summary', 'dictionary_name2']).execute();
  const points = await db.selectFrom('solution_points').select(['solution_id', 'name', 'content']).orderBy('sort').execute();
  const cases = await db.selectFrom('solution_cases').select(['solution_id', 'name', 'content']).orderBy('sort').execute();
  const bodies = new Map<number, string[]>();
  for (const part of [...points, ...cases]) {
    const list = bodies.get(part.solution_id) ?? [];
    list.push(part.name, plainText(part.content));
    bodies.set(part.solution_id, list);
  }
  for (const solution of solutions) {
    const body = join(...(bodies.get(solution.id) ?? [])).slice(0, MAX_BODY);
    const summary = plainText(solution.summary);
    documents.push({
      dataType: 'solution',
      refId: solution.id,
      attachmentId: 0,
      title: solution.name,
      keywords: join(solution.dictionary_name2, ...compactForms(solution.name)),
      summary: summary || excerpt(body, FALLBACK_SUMMARY),
      body,
    });
  }

  const materials = await db
    .selectFrom('materials')
    .leftJoin('categories', 'categories.id', 'materials.category_id')
    .select(['materials.id', 'materials.title', 'materials.summary', 'materials.attachment_id', 'materials.file_type', 'categories.en_name'])
    .execute();
  for (const material of materials) {
    documents.push({
      dataType: 'support',
      refId: material.id,
      // Videos play on the support page; only documents carry a file to download.
      attachmentId: material.file_type === 2 ? material.attachment_id : 0,
      title: material.title,
      // A visitor asks for any of a model's documents as its "manual" or its "documentation" (FL-MS5008G manual).
      keywords: join(material.en_name ?? '', material.file_type === 1 ? 'video' : DOCUMENT_WORDS, ...compactForms(material.title)),
      summary: plainText(material.summary),
      body: '',
    });
  }

  const articles = await db.selectFrom('articles').select(['id', 'title', 'summary', 'content']).execute();
  for (const article of articles) {
    const body = plainText(article.content).slice(0, MAX_BODY);
    documents.push({
      dataType: 'news',
      refId: article.id,
      attachmentId: 0,
      title: article.title,
      keywords: join(...compactForms(article.title)),
      summary: plainText(article.summary) || excerpt(body, FALLBACK_SUMMARY),
      body,
    });
  }

  const advisories = await db
    .selectFrom('security_advisories')
    .select(['id', 'title', 'summary', 'description', 'severity', 'cwe_id', 'cwe_name', 'mitigations'])
    .execute();
  const advisoryProducts = await db
    .selectFrom('advisory_products')
    .innerJoin('products', 'products.id', 'advisory_products.product_id')
    .select(['advisory_products.advisory_id', 'products.name', 'products.short_name'])
    .orderBy('advisory_products.sort')
    .execute();
  for (const advisory of advisories) {
    const products = advisoryProducts.filter((product) => product.advisory_id === advisory.id);
    const mitigations = JSON.parse(advisory.mitigations) as string[];
    documents.push({
      dataType: 'advisory',
      refId: advisorySearchNumber(advisory.id),
      attachmentId: 0,
      // The id leads the title, as the advisory's page heads it: "FL-SA-2026-003" finds it, and a result names it.
      title: `${advisory.id}: ${advisory.title}`,
      // The products it concerns, by model and name ("FL-MS5010G-2S firmware vulnerability"), and its weakness.
      keywords: join(
        ADVISORY_WORDS,
        advisory.severity,
        advisory.cwe_id,
        advisory.cwe_name,
        ...products.flatMap((product) => [product.name, product.short_name]),
        ...compactForms(advisory.id),
      ),
      summary: advisory.summary,
      body: join(plainText(advisory.description), ...mitigations).slice(0, MAX_BODY),
    });
  }

  await searchEngine(dialectOf(db)).replaceAll(db, documents);
  // Servers holding cached answers (this process and any other on the same database) drop them.
  await db.deleteFrom('site_settings').where('key', '=', SEARCH_VERSION_KEY).execute();
  await db.insertInto('site_settings').values({ key: SEARCH_VERSION_KEY, value: crypto.randomUUID() }).execute();
  bumpSearchGeneration();
  return documents.length;
}
