import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import type { AdvisorySummary } from '../../src/contracts/security-advisories';
import { envelope, useTestApp } from '../helpers/test-app';

const { get, app } = ((testApp) => ({ get: testApp.get, app: () => testApp.app }))(useTestApp());
const SITE = 'http://localhost:8080';

/** The minimal surface of Ajv these tests use (the package ships its own types, but only under Fastify's folder). */
interface SchemaValidator {
  (data: unknown): boolean;
  errors?: unknown[] | null;
}
interface Ajv2020 {
  addSchema(schema: object, key?: string): Ajv2020;
  getSchema(key: string): SchemaValidator | undefined;
}

/**
 * Ajv's JSON Schema 2020-12 build (the CSAF 2.0 schema's draft), as Fastify depends on it: the project adds no
 * dependency of its own for it. The schemas are the official ones, vendored under fixtures/csaf (see its README).
 */
function csafValidators(): { csaf: SchemaValidator; provider: SchemaValidator } {
  // A require that resolves packages as Fastify's schema compiler does.
  const fromFastify = createRequire(require.resolve('@fastify/ajv-compiler'));
  const Ajv = (fromFastify('ajv/dist/2020') as { default: new (options: object) => Ajv2020 }).default;
  const addFormats = (fromFastify('ajv-formats') as { default: (ajv: Ajv2020) => void }).default;
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  const fixture = (name: string) =>
    JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'csaf', name), 'utf8')) as Record<string, unknown>;
  // FIRST's CVSS schemas are written in older drafts and name themselves with a date suffix; the CSAF schema refers
  // to them by their plain addresses, under which they are registered here (their keywords mean the same in 2020-12).
  for (const version of ['2.0', '3.0', '3.1']) {
    const { $schema: _draft, id: _oldId, $id: _id, ...schema } = fixture(`cvss-v${version}.json`);
    ajv.addSchema({ ...schema, $id: `https://www.first.org/cvss/cvss-v${version}.json` });
  }
  ajv.addSchema(fixture('csaf_json_schema.json'));
  ajv.addSchema(fixture('provider_json_schema.json'));
  const csaf = ajv.getSchema('https://docs.oasis-open.org/csaf/csaf/v2.0/csaf_json_schema.json');
  const provider = ajv.getSchema('https://docs.oasis-open.org/csaf/csaf/v2.0/provider_json_schema.json');
  if (!csaf || !provider) throw new Error('the vendored CSAF schemas did not compile');
  return { csaf, provider };
}

const validators = csafValidators();

async function advisoryIds(): Promise<string[]> {
  return envelope<AdvisorySummary[]>(await get('/api/SecurityAdvisory/GetList')).response.map((advisory) => advisory.Id);
}

/** Follows the provider metadata to the folder and its index, as a CSAF tool discovers the documents. */
async function discoveredDocuments(): Promise<string[]> {
  const metadata = JSON.parse((await get('/.well-known/csaf/provider-metadata.json')).body) as { distributions: { directory_url: string }[] };
  const folder = new URL(metadata.distributions[0]?.directory_url ?? '').pathname;
  const index = await get(`${folder}index.txt`);
  expect(index.statusCode).toBe(200);
  return index.body
    .split('\n')
    .filter(Boolean)
    .map((line) => `${folder}${line}`);
}

describe('the CSAF provider', () => {
  it('publishes provider metadata valid against the CSAF 2.0 provider schema, leading to the TLP:WHITE folder', async () => {
    const reply = await get('/.well-known/csaf/provider-metadata.json');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    const metadata = JSON.parse(reply.body) as Record<string, unknown>;
    const valid = validators.provider(metadata);
    expect(validators.provider.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
    expect(metadata).toMatchObject({
      canonical_url: `${SITE}/.well-known/csaf/provider-metadata.json`,
      role: 'csaf_provider',
      distributions: [{ directory_url: `${SITE}/.well-known/csaf/white/` }],
      last_updated: '2026-09-29T09:00:00Z',
    });
  });

  it('lists every advisory in its index, and each document is valid CSAF 2.0 with hash files that match its bytes', async () => {
    const documents = await discoveredDocuments();
    const ids = await advisoryIds();
    expect(documents.sort()).toEqual(ids.map((id) => `/.well-known/csaf/white/${id.slice(6, 10)}/${id.toLowerCase()}.json`).sort());
    for (const address of documents) {
      const reply = await get(address);
      expect(reply.statusCode).toBe(200);
      const document = JSON.parse(reply.body) as {
        document: { tracking: { id: string; version: string; revision_history: { number: string }[] } };
        product_tree: unknown;
        vulnerabilities: { product_status: { known_affected: string[]; fixed?: string[] }; scores: { cvss_v3: { baseScore: number } }[] }[];
      };
      const valid = validators.csaf(document);
      expect({ address, errors: validators.csaf.errors ?? [] }).toEqual({ address, errors: [] });
      expect(valid).toBe(true);
      // CSAF's mandatory tests beyond the schema that a document like these could fail: the version is the last
      // revision's number (6.1.16), and every product id it uses is defined in its product tree (6.1.1).
      const tracking = document.document.tracking;
      expect(tracking.version).toBe(tracking.revision_history[tracking.revision_history.length - 1]?.number);
      const defined = JSON.stringify(document.product_tree);
      for (const vulnerability of document.vulnerabilities) {
        for (const id of [...vulnerability.product_status.known_affected, ...(vulnerability.product_status.fixed ?? [])])
          expect(defined).toContain(`"product_id":"${id}"`);
      }
      const name = address.slice(address.lastIndexOf('/') + 1);
      for (const algorithm of ['sha512', 'sha256'] as const) {
        const hashFile = await get(`${address}.${algorithm}`);
        expect(hashFile.statusCode).toBe(200);
        expect(hashFile.body).toBe(`${crypto.createHash(algorithm).update(reply.rawPayload).digest('hex')}  ${name}\n`);
      }
    }
  });

  it('writes the affected range, the fixed version and the score of FL-SA-2026-003 into its document', async () => {
    const document = JSON.parse((await get('/.well-known/csaf/white/2026/fl-sa-2026-003.json')).body) as {
      document: { tracking: { id: string; version: string; current_release_date: string } };
      product_tree: { branches: { branches: { name: string; branches: { category: string; name: string }[] }[] }[] };
      vulnerabilities: { cwe: { id: string }; scores: { cvss_v3: { baseScore: number; baseSeverity: string; vectorString: string } }[] }[];
    };
    expect(document.document.tracking).toMatchObject({ id: 'FL-SA-2026-003', version: '1.1.0', current_release_date: '2026-06-10T09:00:00Z' });
    const switchBranch = document.product_tree.branches[0]?.branches.find((branch) => branch.name === 'FL-MS5010G-2S');
    expect(switchBranch?.branches).toEqual([
      expect.objectContaining({ category: 'product_version_range', name: 'vers:intdot/>=3.0.0|<3.2.1' }),
      expect.objectContaining({ category: 'product_version', name: '3.2.1' }),
    ]);
    expect(document.vulnerabilities[0]?.cwe.id).toBe('CWE-352');
    expect(document.vulnerabilities[0]?.scores[0]?.cvss_v3).toEqual({
      version: '3.1',
      vectorString: 'CVSS:3.1/AV:N/AC:L/PR:N/UI:R/S:U/C:H/I:H/A:H',
      baseScore: 8.8,
      baseSeverity: 'HIGH',
    });
  });

  it('has validators that refuse what CSAF 2.0 and CVSS 3.1 refuse (so the checks above can fail)', async () => {
    const document = JSON.parse((await get('/.well-known/csaf/white/2025/fl-sa-2025-002.json')).body) as {
      document: Record<string, unknown>;
      vulnerabilities: { scores: { cvss_v3: Record<string, unknown> }[] }[];
    };
    expect(validators.csaf(document)).toBe(true);
    const { tracking: _tracking, ...untracked } = document.document;
    expect(validators.csaf({ ...document, document: untracked })).toBe(false);
    const score = document.vulnerabilities[0]?.scores[0]?.cvss_v3;
    if (!score) throw new Error('FL-SA-2025-002 has no score');
    score.baseScore = 11;
    expect(validators.csaf(document)).toBe(false);
  });

  it('gives changes.csv newest change first, and 404 for a document that does not exist', async () => {
    const changes = (await get('/.well-known/csaf/white/changes.csv')).body.trim().split('\n');
    expect(changes).toHaveLength((await advisoryIds()).length);
    expect(changes[0]).toBe('"2026/fl-sa-2026-008.json","2026-09-29T09:00:00Z"');
    const dates = changes.map((line) => line.split(',')[1]);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await get('/.well-known/csaf/white/2026/fl-sa-2026-999.json')).statusCode).toBe(404);
  });
});

describe('/.well-known/security.txt', () => {
  it('names the contact, the CSAF provider, its own address and an expiry less than a year ahead', async () => {
    const reply = await get('/.well-known/security.txt');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8');
    const fields = reply.body
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()] as const);
    const values = (name: string) => fields.filter(([field]) => field === name).map(([, value]) => value);
    expect(values('Contact')).toContain('mailto:security@ferrolink.example');
    expect(values('Canonical')).toEqual([`${SITE}/.well-known/security.txt`]);
    expect(values('CSAF')).toEqual([`${SITE}/.well-known/csaf/provider-metadata.json`]);
    expect(values('Preferred-Languages')).toEqual(['en, zh']);
    // RFC 9116: exactly one Expires, an RFC 3339 date-time, in the future and less than a year ahead.
    const [expires, ...more] = values('Expires');
    expect(more).toEqual([]);
    expect(expires).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const ahead = Date.parse(expires ?? '') - app().clock.now().getTime();
    expect(ahead).toBeGreaterThan(150 * 24 * 3600 * 1000);
    expect(ahead).toBeLessThan(365 * 24 * 3600 * 1000);
  });
});

describe('/securityAdvisories.atom', () => {
  it('is an Atom feed with one entry per advisory, linking its page and CSAF document', async () => {
    const reply = await get('/securityAdvisories.atom');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const xml = new JSDOM(reply.body, { contentType: 'application/xml' }).window.document;
    expect(xml.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(xml.documentElement.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    expect(xml.documentElement.localName).toBe('feed');
    const entries = [...xml.getElementsByTagName('entry')];
    const ids = await advisoryIds();
    expect(entries.map((entry) => entry.getElementsByTagName('title')[0]?.textContent?.split(':')[0])).toEqual(ids);
    const csrf = entries.find((entry) => entry.getElementsByTagName('title')[0]?.textContent?.startsWith('FL-SA-2026-003'));
    const links = [...(csrf?.getElementsByTagName('link') ?? [])].map((link) => [link.getAttribute('rel'), link.getAttribute('href')]);
    expect(links).toEqual([
      ['alternate', `${SITE}/securityAdvisory?id=FL-SA-2026-003`],
      ['related', `${SITE}/.well-known/csaf/white/2026/fl-sa-2026-003.json`],
    ]);
    expect(csrf?.getElementsByTagName('updated')[0]?.textContent).toBe('2026-06-10T09:00:00Z');
    expect(csrf?.getElementsByTagName('summary')[0]?.textContent).toMatch(/^High \(CVSS 8\.8\)\. /);
  });
});
