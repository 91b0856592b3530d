import { COMPANY } from '../../contracts/company';
import { ADVISORIES_FEED_PATH, csafDocumentAddress, type AdvisoryDetail } from '../../contracts/security-advisories';
import { escapeHtml } from '../../lib/html';
import { advisoryPageUrl } from './csaf';

// The Atom feed of the advisories (RFC 4287), newest first: what a plant's network engineer subscribes to in a feed
// reader or a SIEM to hear of a new advisory, or of a revision of one (its <updated>), without visiting the site.

/** The list page the feed stands for. */
const LIST_PATH = '/securityAdvisories';

/** XML text: the HTML escapes are all XML defines or allows (&#39; is a character reference). */
const xmlText = (text: string) => escapeHtml(text);

function entry(advisory: AdvisoryDetail, siteUrl: string): string {
  const page = advisoryPageUrl(siteUrl, advisory.Id);
  const products = advisory.Products.map((product) => product.Name).join(', ');
  const summary = `${advisory.Severity} (CVSS ${advisory.CvssScore.toFixed(1)}). ${advisory.Summary} Affected: ${products}.`;
  return [
    '  <entry>',
    `    <id>${xmlText(page)}</id>`,
    `    <title>${xmlText(`${advisory.Id}: ${advisory.Title}`)}</title>`,
    `    <published>${advisory.PublishedAt}</published>`,
    `    <updated>${advisory.UpdatedAt}</updated>`,
    `    <link rel="alternate" type="text/html" href="${xmlText(page)}"/>`,
    `    <link rel="related" type="application/json" title="CSAF 2.0" href="${xmlText(`${siteUrl}${csafDocumentAddress(advisory.Id)}`)}"/>`,
    `    <category term="${xmlText(advisory.Severity)}" label="Severity: ${xmlText(advisory.Severity)}"/>`,
    `    <summary>${xmlText(summary)}</summary>`,
    '  </entry>',
  ].join('\n');
}

/** The feed's XML, its newest change as its <updated>. */
export function advisoryFeed(advisories: AdvisoryDetail[], siteUrl: string): string {
  const updated =
    advisories
      .map((advisory) => advisory.UpdatedAt)
      .sort()
      .pop() ?? '2025-01-01T00:00:00Z';
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    `  <id>${xmlText(`${siteUrl}${LIST_PATH}`)}</id>`,
    `  <title>${xmlText(`${COMPANY.shortName} security advisories`)}</title>`,
    `  <subtitle>Vulnerabilities in ${xmlText(COMPANY.shortName)} products: affected firmware, fixed versions and mitigations.</subtitle>`,
    `  <updated>${updated}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${xmlText(`${siteUrl}${ADVISORIES_FEED_PATH}`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xmlText(`${siteUrl}${LIST_PATH}`)}"/>`,
    `  <author><name>${xmlText(`${COMPANY.name} product security`)}</name><email>${xmlText(COMPANY.emails.security)}</email></author>`,
    ...advisories.map((advisory) => entry(advisory, siteUrl)),
    '</feed>',
    '',
  ].join('\n');
}
