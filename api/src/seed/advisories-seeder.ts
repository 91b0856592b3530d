import type { Seeder } from './types';
import { insertInChunks, readContentJson } from './content-files';
import { compareFirmwareVersions, normaliseFirmwareVersion } from '../contracts/firmware-versions';
import { ADVISORY_ID_PATTERN, cvss31BaseScore, parseCvss31Vector, severityOfScore, type Severity } from '../contracts/security-advisories';
import { sanitizeHtml } from '../services/rendering/sanitize';

/** api/content/support/advisories.json. */
export interface AdvisoriesFile {
  advisories: {
    id: string;
    title: string;
    summary: string;
    /** HTML; sanitised on import. */
    description: string;
    publishedAt: string;
    cvssVector: string;
    cvssScore: number;
    severity: string;
    cweId: string;
    cweName: string;
    products: { productId: number; affectedFrom: string; fixedIn: string }[];
    mitigations: string[];
    acknowledgments: string;
    revisions: { number: string; date: string; summary: string }[];
  }[];
}

type ContentAdvisory = AdvisoriesFile['advisories'][number];

/** An ISO date-time in UTC with whole seconds, as CSAF's tracking dates and Atom's dates both take it. */
const UTC_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
/** CSAF's semantic version numbers of a document's revisions, without pre-release or build parts. */
const REVISION_NUMBER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;
const CWE_ID = /^CWE-[1-9]\d{0,5}$/;

/**
 * Every mistake an advisory's content can hold that would publish something wrong: a score that is not its vector's,
 * a severity that is not its score's, a firmware range that ends before it starts, a product the catalogue does not
 * have, revisions out of order. Returns the problems in words (empty when there are none).
 */
export function advisoryContentProblems(advisory: ContentAdvisory, productIds: ReadonlySet<number>): string[] {
  const problems: string[] = [];
  if (!ADVISORY_ID_PATTERN.test(advisory.id)) problems.push('its id is not of the form FL-SA-YYYY-NNN');
  else if (!advisory.publishedAt.startsWith(advisory.id.slice(6, 10))) problems.push('the year in its id is not the year it was published');
  if (!advisory.title.trim() || !advisory.summary.trim()) problems.push('it needs a title and a summary');
  const metrics = parseCvss31Vector(advisory.cvssVector);
  if (!metrics) problems.push(`"${advisory.cvssVector}" is not a CVSS 3.1 base vector`);
  else {
    const score = cvss31BaseScore(metrics);
    if (score !== advisory.cvssScore) problems.push(`its vector scores ${score}, not ${advisory.cvssScore}`);
    const severity = severityOfScore(score);
    if (severity !== advisory.severity) problems.push(`a score of ${score} rates ${severity ?? 'None'}, not ${advisory.severity}`);
  }
  if (!CWE_ID.test(advisory.cweId) || !advisory.cweName.trim()) problems.push('it needs a CWE id (CWE-79) and its name');
  if (!UTC_DATE_TIME.test(advisory.publishedAt)) problems.push('publishedAt is not an ISO date-time in UTC (2026-04-22T09:00:00Z)');
  if (advisory.products.length === 0) problems.push('it concerns no product');
  const seenProducts = new Set<number>();
  for (const product of advisory.products) {
    if (!productIds.has(product.productId)) problems.push(`product ${product.productId} is not in the catalogue`);
    if (seenProducts.has(product.productId)) problems.push(`product ${product.productId} is listed twice`);
    seenProducts.add(product.productId);
    for (const version of [product.affectedFrom, product.fixedIn]) {
      if (version !== '' && normaliseFirmwareVersion(version) !== version)
        problems.push(`product ${product.productId}: "${version}" is not a firmware version (3.2.1)`);
    }
    if (product.affectedFrom !== '' && product.fixedIn !== '' && compareFirmwareVersions(product.affectedFrom, product.fixedIn) >= 0)
      problems.push(`product ${product.productId}: the fix ${product.fixedIn} is not newer than the first affected ${product.affectedFrom}`);
  }
  const hasFix = advisory.products.some((product) => product.fixedIn !== '');
  if (!hasFix && advisory.mitigations.length === 0) problems.push('with no fixed version it needs mitigations');
  if (advisory.revisions.length === 0) problems.push('it needs a revision history');
  advisory.revisions.forEach((revision, index) => {
    if (!REVISION_NUMBER.test(revision.number)) problems.push(`revision "${revision.number}" is not numbered 1.0.0`);
    if (!UTC_DATE_TIME.test(revision.date)) problems.push(`revision ${revision.number}: its date is not an ISO date-time in UTC`);
    const previous = advisory.revisions[index - 1];
    if (previous && (revision.date < previous.date || !revisionIsNewer(revision.number, previous.number)))
      problems.push(`revision ${revision.number} does not follow ${previous.number}`);
  });
  if (advisory.revisions[0] && advisory.revisions[0].date !== advisory.publishedAt)
    problems.push('its first revision is not dated when it was published');
  return problems;
}

function revisionIsNewer(number: string, previous: string): boolean {
  return REVISION_NUMBER.test(number) && REVISION_NUMBER.test(previous) && compareFirmwareVersions(number, previous) > 0;
}

/** The security advisories (support/advisories.json), their products' firmware ranges and their revisions. */
export const advisoriesSeeder: Seeder = {
  name: 'advisories',
  async run(trx, { contentDir }) {
    const { advisories } = readContentJson<AdvisoriesFile>(contentDir, 'support/advisories.json');
    // Runs after the catalogue's seeder: an advisory about a product the catalogue lacks is a content mistake.
    const productIds = new Set((await trx.selectFrom('products').select('id').execute()).map((row) => row.id));
    const seenIds = new Set<string>();
    for (const advisory of advisories) {
      const problems = advisoryContentProblems(advisory, productIds);
      if (seenIds.has(advisory.id)) problems.push('its id is used twice');
      seenIds.add(advisory.id);
      if (problems.length > 0) throw new Error(`support/advisories.json: ${advisory.id}: ${problems.join('; ')}`);
    }

    // Newest first, as the list shows them.
    const newestFirst = [...advisories].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.id.localeCompare(a.id));
    await insertInChunks(
      newestFirst.map((advisory, index) => ({
        id: advisory.id,
        title: advisory.title,
        summary: advisory.summary,
        description: sanitizeHtml(advisory.description).toString(),
        published_at: advisory.publishedAt,
        // The last revision is the last time it changed (checked above to be in order).
        updated_at: advisory.revisions[advisory.revisions.length - 1]?.date ?? advisory.publishedAt,
        cvss_score: advisory.cvssScore,
        cvss_vector: advisory.cvssVector,
        // Checked by advisoryContentProblems above to be its score's rating.
        severity: advisory.severity as Severity,
        cwe_id: advisory.cweId,
        cwe_name: advisory.cweName,
        mitigations: JSON.stringify(advisory.mitigations),
        acknowledgments: advisory.acknowledgments,
        sort: index,
      })),
      (chunk) => trx.insertInto('security_advisories').values(chunk).execute(),
    );
    await insertInChunks(
      advisories.flatMap((advisory) =>
        advisory.products.map((product, index) => ({
          advisory_id: advisory.id,
          product_id: product.productId,
          affected_from: product.affectedFrom,
          fixed_in: product.fixedIn,
          sort: index,
        })),
      ),
      (chunk) => trx.insertInto('advisory_products').values(chunk).execute(),
    );
    await insertInChunks(
      advisories.flatMap((advisory) =>
        advisory.revisions.map((revision, index) => ({
          advisory_id: advisory.id,
          number: revision.number,
          date: revision.date,
          summary: revision.summary,
          sort: index,
        })),
      ),
      (chunk) => trx.insertInto('advisory_revisions').values(chunk).execute(),
    );
  },
};
