import crypto from 'node:crypto';
import { COMPANY } from '../../contracts/company';
import { plainText } from '../../search/text';
import {
  CSAF_PROVIDER_METADATA_PATH,
  CSAF_WHITE_FOLDER,
  csafDocumentAddress,
  csafDocumentPath,
  type AdvisoryDetail,
  type AdvisoryProduct,
} from '../../contracts/security-advisories';

// The advisories as CSAF 2.0 documents (profile csaf_security_advisory, TLP:WHITE), with what a CSAF provider
// publishes beside them: provider-metadata.json, the folder's index.txt and changes.csv, and a .sha256 and .sha512
// file per document. CSAF is the format the industrial-control world's tools read (CISA publishes its ICS advisories
// in it); a plant's asset inventory can match these documents against its devices without anyone reading a web page.
// Every file here is a pure function of the advisories and the site's address, so its bytes (and hashes) stay the
// same until the content changes.

/** The publisher as CSAF names it; the namespace is the site's own address. */
function publisher(siteUrl: string) {
  return {
    category: 'vendor',
    name: COMPANY.name,
    namespace: siteUrl,
    contact_details: `Product security: ${COMPANY.emails.security}`,
    issuing_authority: `${COMPANY.name} product security team. Report a vulnerability to ${COMPANY.emails.security}.`,
  };
}

/**
 * A product's affected versions in the vers notation CSAF 2.0 recommends for ranges: the "intdot" scheme compares
 * dot-separated whole numbers, as firmware versions are compared here (contracts/firmware-versions.ts).
 */
export function versRange(product: Pick<AdvisoryProduct, 'AffectedFrom' | 'FixedIn'>): string {
  const bounds = [product.AffectedFrom && `>=${product.AffectedFrom}`, product.FixedIn && `<${product.FixedIn}`].filter(Boolean);
  return bounds.length === 0 ? 'vers:all/*' : `vers:intdot/${bounds.join('|')}`;
}

/** The product ids of one catalogue product's affected range and of its fixed version, unique in the document. */
const affectedId = (product: AdvisoryProduct) => `CSAFPID-${product.ProductId}-AFFECTED`;
const fixedId = (product: AdvisoryProduct) => `CSAFPID-${product.ProductId}-FIXED`;

/** CVSS 3.x writes the severity in capitals. */
const cvssSeverity = (severity: string) => severity.toUpperCase();

/** The advisory's page on the site (the address the pages use). */
export function advisoryPageUrl(siteUrl: string, advisoryId: string): string {
  return `${siteUrl}/securityAdvisory?id=${encodeURIComponent(advisoryId)}`;
}

/** One advisory as a CSAF 2.0 document. */
export function csafDocument(advisory: AdvisoryDetail, siteUrl: string) {
  const fixedProducts = advisory.Products.filter((product) => product.FixedIn !== '');
  const unfixedProducts = advisory.Products.filter((product) => product.FixedIn === '');
  const allAffected = advisory.Products.map(affectedId);
  const lastRevision = advisory.Revisions[advisory.Revisions.length - 1];
  return {
    document: {
      category: 'csaf_security_advisory',
      csaf_version: '2.0',
      title: advisory.Title,
      publisher: publisher(siteUrl),
      distribution: { tlp: { label: 'WHITE', url: 'https://www.first.org/tlp/' } },
      lang: 'en',
      notes: [
        { category: 'summary', title: 'Summary', text: advisory.Summary },
        { category: 'legal_disclaimer', title: 'Terms of use', text: `This advisory is provided "as is" by ${COMPANY.legalName}.` },
      ],
      references: [
        { category: 'self', summary: `${advisory.Id} in CSAF`, url: `${siteUrl}${csafDocumentAddress(advisory.Id)}` },
        { category: 'external', summary: `${advisory.Id} on the ${COMPANY.shortName} website`, url: advisoryPageUrl(siteUrl, advisory.Id) },
      ],
      ...(advisory.Acknowledgments ? { acknowledgments: [{ summary: advisory.Acknowledgments }] } : {}),
      tracking: {
        id: advisory.Id,
        status: 'final',
        version: lastRevision?.Number ?? '1.0.0',
        initial_release_date: advisory.PublishedAt,
        current_release_date: advisory.UpdatedAt,
        revision_history: advisory.Revisions.map((revision) => ({ date: revision.Date, number: revision.Number, summary: revision.Summary })),
        generator: { engine: { name: `${COMPANY.shortName} website advisory publisher` } },
      },
    },
    product_tree: {
      branches: [
        {
          category: 'vendor',
          name: COMPANY.shortName,
          branches: advisory.Products.map((product) => ({
            category: 'product_name',
            name: product.Name,
            branches: [
              {
                category: 'product_version_range',
                name: versRange(product),
                product: { product_id: affectedId(product), name: `${COMPANY.shortName} ${product.Name} firmware ${versRange(product)}` },
              },
              ...(product.FixedIn
                ? [
                    {
                      category: 'product_version',
                      name: product.FixedIn,
                      product: { product_id: fixedId(product), name: `${COMPANY.shortName} ${product.Name} firmware ${product.FixedIn}` },
                    },
                  ]
                : []),
            ],
          })),
        },
      ],
    },
    vulnerabilities: [
      {
        title: advisory.Title,
        cwe: { id: advisory.CweId, name: advisory.CweName },
        notes: [{ category: 'description', title: 'Vulnerability description', text: plainText(advisory.Description) }],
        product_status: {
          known_affected: allAffected,
          ...(fixedProducts.length > 0 ? { fixed: fixedProducts.map(fixedId) } : {}),
        },
        remediations: [
          ...fixedProducts.map((product) => ({
            category: 'vendor_fix',
            details: `Update the ${product.Name} to firmware ${product.FixedIn} or later.`,
            product_ids: [affectedId(product)],
          })),
          ...(unfixedProducts.length > 0
            ? [
                {
                  category: 'none_available',
                  details:
                    'No fixed firmware is available yet. Apply the mitigations until it is; this advisory will be updated when it is released.',
                  product_ids: unfixedProducts.map(affectedId),
                },
              ]
            : []),
          ...advisory.Mitigations.map((mitigation) => ({ category: 'mitigation', details: mitigation, product_ids: allAffected })),
        ],
        scores: [
          {
            products: allAffected,
            cvss_v3: {
              version: '3.1',
              vectorString: advisory.CvssVector,
              baseScore: advisory.CvssScore,
              baseSeverity: cvssSeverity(advisory.Severity),
            },
          },
        ],
      },
    ],
  };
}

/** A published file: its path under /.well-known/csaf/white/ and its bytes. */
export interface CsafFile {
  path: string;
  body: Buffer;
}

/** The hash file CSAF asks for beside each document: the hex digest, two spaces and the file's name (sha512sum's format). */
export function hashFile(algorithm: 'sha256' | 'sha512', document: CsafFile): string {
  const name = document.path.slice(document.path.lastIndexOf('/') + 1);
  return `${crypto.createHash(algorithm).update(document.body).digest('hex')}  ${name}\n`;
}

/** Every file of the TLP:WHITE folder, by its path under the folder: documents, hashes, index.txt, changes.csv. */
export function csafWhiteFolder(advisories: AdvisoryDetail[], siteUrl: string): Map<string, { body: Buffer; type: string }> {
  const files = new Map<string, { body: Buffer; type: string }>();
  const documents = advisories.map((advisory) => ({
    advisory,
    file: { path: csafDocumentPath(advisory.Id), body: Buffer.from(`${JSON.stringify(csafDocument(advisory, siteUrl), null, 2)}\n`) },
  }));
  for (const { file } of documents) {
    files.set(file.path, { body: file.body, type: 'application/json; charset=utf-8' });
    files.set(`${file.path}.sha256`, { body: Buffer.from(hashFile('sha256', file)), type: 'text/plain; charset=utf-8' });
    files.set(`${file.path}.sha512`, { body: Buffer.from(hashFile('sha512', file)), type: 'text/plain; charset=utf-8' });
  }
  // index.txt: every document's path, one a line. changes.csv: path and current release date, the latest change first.
  const byChange = [...documents].sort((a, b) => b.advisory.UpdatedAt.localeCompare(a.advisory.UpdatedAt) || a.file.path.localeCompare(b.file.path));
  files.set('index.txt', {
    body: Buffer.from(documents.map(({ file }) => `${file.path}\n`).join('')),
    type: 'text/plain; charset=utf-8',
  });
  files.set('changes.csv', {
    body: Buffer.from(byChange.map(({ advisory, file }) => `"${file.path}","${advisory.UpdatedAt}"\n`).join('')),
    type: 'text/csv; charset=utf-8',
  });
  return files;
}

/** /.well-known/csaf/provider-metadata.json: who publishes, and where the documents are (the folder with index.txt). */
export function providerMetadata(advisories: AdvisoryDetail[], siteUrl: string) {
  const lastUpdated =
    advisories
      .map((advisory) => advisory.UpdatedAt)
      .sort()
      .pop() ?? '2025-01-01T00:00:00Z';
  return {
    canonical_url: `${siteUrl}${CSAF_PROVIDER_METADATA_PATH}`,
    distributions: [{ directory_url: `${siteUrl}${CSAF_WHITE_FOLDER}/` }],
    last_updated: lastUpdated,
    list_on_CSAF_aggregators: true,
    metadata_version: '2.0',
    mirror_on_CSAF_aggregators: true,
    publisher: publisher(siteUrl),
    role: 'csaf_provider',
  };
}
