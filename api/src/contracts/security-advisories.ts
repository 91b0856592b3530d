// The product security advisories: their ids, the CVSS 3.1 base score and severity (computed here from the vector, so
// the seed can refuse content whose score or severity does not match its vector), and the shapes of the
// /api/SecurityAdvisory replies. The pages and the API read the same module.
// Pure apart from type imports, so the browser bundles it as it is.

import type { FromSchema } from './api-shapes';

/** 'FL-SA-2026-003': the publisher's prefix, the year of first publication and a three-digit number in that year. */
export const ADVISORY_ID_PATTERN = /^FL-SA-(\d{4})-(\d{3})$/;

/** The id as written by a person (any case, spaces around it) in its canonical form, or null when it is not one. */
export function normaliseAdvisoryId(written: string): string | null {
  const upper = written.trim().toUpperCase();
  return ADVISORY_ID_PATTERN.test(upper) ? upper : null;
}

/** The lower-case file name stem CSAF requires of a document (`fl-sa-2026-003`), and the year folder it lives in. */
export function csafDocumentPath(advisoryId: string): string {
  const year = ADVISORY_ID_PATTERN.exec(advisoryId)?.[1] ?? '0000';
  return `${year}/${advisoryId.toLowerCase()}.json`;
}

/**
 * An advisory's number in the site search, whose results are numbered (FL-SA-2026-003 is 2026003): the year and the
 * number within it, so the search page can name the advisory a result stands for.
 */
export function advisorySearchNumber(advisoryId: string): number {
  const [, year = '0', number = '0'] = ADVISORY_ID_PATTERN.exec(advisoryId) ?? [];
  return Number(year) * 1000 + Number(number);
}

/** The advisory id of a search result's number (2026003 is FL-SA-2026-003). */
export function advisoryIdOfSearchNumber(searchNumber: number): string {
  return `FL-SA-${Math.floor(searchNumber / 1000)}-${String(searchNumber % 1000).padStart(3, '0')}`;
}

export const SEVERITIES = ['Low', 'Medium', 'High', 'Critical'] as const;
export type Severity = (typeof SEVERITIES)[number];

/**
 * The qualitative severity of a CVSS 3.1 base score (the specification's rating scale): 0.1-3.9 Low, 4.0-6.9 Medium,
 * 7.0-8.9 High, 9.0-10.0 Critical. A score of 0 rates "None", which no advisory is published for, so it is null.
 */
export function severityOfScore(score: number): Severity | null {
  if (score >= 9) return 'Critical';
  if (score >= 7) return 'High';
  if (score >= 4) return 'Medium';
  if (score > 0) return 'Low';
  return null;
}

/** The base metrics of a CVSS 3.1 vector, by their abbreviations. */
export interface CvssBaseMetrics {
  AV: 'N' | 'A' | 'L' | 'P';
  AC: 'L' | 'H';
  PR: 'N' | 'L' | 'H';
  UI: 'N' | 'R';
  S: 'U' | 'C';
  C: 'H' | 'L' | 'N';
  I: 'H' | 'L' | 'N';
  A: 'H' | 'L' | 'N';
}

const METRIC_VALUES: { [Metric in keyof CvssBaseMetrics]: readonly CvssBaseMetrics[Metric][] } = {
  AV: ['N', 'A', 'L', 'P'],
  AC: ['L', 'H'],
  PR: ['N', 'L', 'H'],
  UI: ['N', 'R'],
  S: ['U', 'C'],
  C: ['H', 'L', 'N'],
  I: ['H', 'L', 'N'],
  A: ['H', 'L', 'N'],
};

/** The order the specification writes the base metrics in, which a vector string keeps. */
const METRIC_ORDER = ['AV', 'AC', 'PR', 'UI', 'S', 'C', 'I', 'A'] as const;

/** The base metrics of a 'CVSS:3.1/AV:N/AC:L/...' vector with only base metrics, in order; null when it is not one. */
export function parseCvss31Vector(vector: string): CvssBaseMetrics | null {
  const parts = vector.split('/');
  if (parts[0] !== 'CVSS:3.1' || parts.length !== METRIC_ORDER.length + 1) return null;
  const metrics: Partial<Record<keyof CvssBaseMetrics, string>> = {};
  for (const [index, metric] of METRIC_ORDER.entries()) {
    const [name, value] = (parts[index + 1] ?? '').split(':');
    if (name !== metric || value === undefined || !(METRIC_VALUES[metric] as readonly string[]).includes(value)) return null;
    metrics[metric] = value;
  }
  return metrics as CvssBaseMetrics;
}

/**
 * CVSS 3.1's Roundup: the smallest number with one decimal equal to or above the input, computed on whole
 * hundred-thousandths so that floating point noise (4.000000000001) does not round 4.0 up to 4.1.
 */
function roundUp(value: number): number {
  const hundredThousandths = Math.round(value * 100000);
  if (hundredThousandths % 10000 === 0) return hundredThousandths / 100000;
  return (Math.floor(hundredThousandths / 10000) + 1) / 10;
}

/** The CVSS 3.1 base score of the metrics, by the specification's equations and weights. */
export function cvss31BaseScore(metrics: CvssBaseMetrics): number {
  const attackVector = { N: 0.85, A: 0.62, L: 0.55, P: 0.2 }[metrics.AV];
  const attackComplexity = { L: 0.77, H: 0.44 }[metrics.AC];
  const scopeChanged = metrics.S === 'C';
  // Privileges weigh less when the impact reaches beyond the vulnerable component's scope.
  const privilegesRequired = { N: 0.85, L: scopeChanged ? 0.68 : 0.62, H: scopeChanged ? 0.5 : 0.27 }[metrics.PR];
  const userInteraction = { N: 0.85, R: 0.62 }[metrics.UI];
  const impactWeight = { H: 0.56, L: 0.22, N: 0 };
  const impactSubScore = 1 - (1 - impactWeight[metrics.C]) * (1 - impactWeight[metrics.I]) * (1 - impactWeight[metrics.A]);
  const impact = scopeChanged ? 7.52 * (impactSubScore - 0.029) - 3.25 * Math.pow(impactSubScore - 0.02, 15) : 6.42 * impactSubScore;
  const exploitability = 8.22 * attackVector * attackComplexity * privilegesRequired * userInteraction;
  if (impact <= 0) return 0;
  return roundUp(Math.min((scopeChanged ? 1.08 : 1) * (impact + exploitability), 10));
}

/** The affected range of one product, as the replies carry it ('' as in the database: see AffectedVersionRange). */
const advisoryProductProperties = {
  ProductId: { type: 'integer' },
  Name: { type: 'string' },
  ShortName: { type: 'string' },
  /** The first affected version; '' = every version before FixedIn. */
  AffectedFrom: { type: 'string' },
  /** The first version with the fix; '' = none yet (mitigations only). */
  FixedIn: { type: 'string' },
} as const;

const advisoryProductSchema = {
  type: 'object',
  properties: advisoryProductProperties,
  required: ['ProductId', 'Name', 'ShortName', 'AffectedFrom', 'FixedIn'],
} as const;

const advisorySummaryProperties = {
  Id: { type: 'string' },
  Title: { type: 'string' },
  Summary: { type: 'string' },
  /** ISO date-times, UTC. */
  PublishedAt: { type: 'string' },
  UpdatedAt: { type: 'string' },
  CvssScore: { type: 'number' },
  CvssVector: { type: 'string' },
  Severity: { type: 'string', enum: SEVERITIES },
  /** True when every product it lists has a fixed version; false while some only have mitigations. */
  Fixed: { type: 'boolean' },
  Products: { type: 'array', items: advisoryProductSchema },
} as const;

const advisorySummaryRequired = [
  'Id',
  'Title',
  'Summary',
  'PublishedAt',
  'UpdatedAt',
  'CvssScore',
  'CvssVector',
  'Severity',
  'Fixed',
  'Products',
] as const;

/** An advisory in the list and on a product page: GetList and GetByProduct (the latter with only that product). */
export const advisorySummarySchema = {
  type: 'object',
  properties: advisorySummaryProperties,
  required: advisorySummaryRequired,
} as const;

const advisoryRevisionSchema = {
  type: 'object',
  properties: { Number: { type: 'string' }, Date: { type: 'string' }, Summary: { type: 'string' } },
  required: ['Number', 'Date', 'Summary'],
} as const;

/** One advisory with everything its page shows: GetInfoById. */
export const advisoryDetailSchema = {
  type: 'object',
  properties: {
    ...advisorySummaryProperties,
    /** Sanitised HTML. */
    Description: { type: 'string' },
    CweId: { type: 'string' },
    CweName: { type: 'string' },
    Mitigations: { type: 'array', items: { type: 'string' } },
    Acknowledgments: { type: 'string' },
    Revisions: { type: 'array', items: advisoryRevisionSchema },
    /** The address of its CSAF 2.0 document, and of that document's SHA-512 file. */
    CsafUrl: { type: 'string' },
  },
  required: [...advisorySummaryRequired, 'Description', 'CweId', 'CweName', 'Mitigations', 'Acknowledgments', 'Revisions', 'CsafUrl'],
} as const;

export type AdvisoryProduct = FromSchema<typeof advisoryProductSchema>;
export type AdvisorySummary = FromSchema<typeof advisorySummarySchema>;
export type AdvisoryDetail = FromSchema<typeof advisoryDetailSchema>;
export type AdvisoryRevision = FromSchema<typeof advisoryRevisionSchema>;

/** Where the CSAF provider publishes: the provider metadata and the TLP:WHITE documents' folder. */
export const CSAF_PROVIDER_METADATA_PATH = '/.well-known/csaf/provider-metadata.json';
export const CSAF_WHITE_FOLDER = '/.well-known/csaf/white';
/** The Atom feed of advisories. */
export const ADVISORIES_FEED_PATH = '/securityAdvisories.atom';

/** The address of an advisory's CSAF document on this site. */
export function csafDocumentAddress(advisoryId: string): string {
  return `${CSAF_WHITE_FOLDER}/${csafDocumentPath(advisoryId)}`;
}
