import path from 'node:path';
import type { AdvisoryDetail, AdvisorySummary } from '../../src/contracts/security-advisories';
import { advisoryIdOfSearchNumber, cvss31BaseScore, parseCvss31Vector, severityOfScore } from '../../src/contracts/security-advisories';
import { readContentJson } from '../../src/seed/content-files';
import { advisoryContentProblems, type AdvisoriesFile } from '../../src/seed/advisories-seeder';
import { envelope, useTestApp } from '../helpers/test-app';

const { get } = useTestApp();

const content = readContentJson<AdvisoriesFile>(path.join(__dirname, '..', '..', 'content'), 'support/advisories.json');

describe('SecurityAdvisory/GetList', () => {
  it('lists every advisory of the content, newest first, with its severity and the names of the products it concerns', async () => {
    const reply = await get('/api/SecurityAdvisory/GetList');
    expect(reply.statusCode).toBe(200);
    const list = envelope<AdvisorySummary[]>(reply).response;
    expect(list.map((advisory) => advisory.Id).sort()).toEqual(content.advisories.map((advisory) => advisory.id).sort());
    const published = list.map((advisory) => advisory.PublishedAt);
    expect(published).toEqual([...published].sort().reverse());
    const csrf = list.find((advisory) => advisory.Id === 'FL-SA-2026-003');
    expect(csrf).toMatchObject({ CvssScore: 8.8, Severity: 'High', CvssVector: 'CVSS:3.1/AV:N/AC:L/PR:N/UI:R/S:U/C:H/I:H/A:H', Fixed: true });
    expect(csrf?.Products.map((product) => product.Name)).toEqual(expect.arrayContaining(['FL-RS7052-L3', 'FL-MS5010G-2S']));
    // An advisory whose products have no fixed version yet (mitigations only) says so.
    expect(list.find((advisory) => advisory.Id === 'FL-SA-2026-001')?.Fixed).toBe(false);
  });
});

describe('SecurityAdvisory/GetInfoById', () => {
  it('gives one advisory with its products, versions, mitigations, revisions and CSAF address', async () => {
    const reply = await get('/api/SecurityAdvisory/GetInfoById?id=FL-SA-2026-003');
    expect(reply.statusCode).toBe(200);
    const advisory = envelope<AdvisoryDetail>(reply).response;
    expect(advisory).toMatchObject({
      Id: 'FL-SA-2026-003',
      CweId: 'CWE-352',
      PublishedAt: '2026-04-22T09:00:00Z',
      // The last revision's date.
      UpdatedAt: '2026-06-10T09:00:00Z',
      CsafUrl: '/.well-known/csaf/white/2026/fl-sa-2026-003.json',
    });
    expect(advisory.Products.find((product) => product.ProductId === 502)).toEqual({
      ProductId: 502,
      Name: 'FL-MS5010G-2S',
      ShortName: '8+2G SFP Gigabit Managed DIN-Rail Switch',
      AffectedFrom: '3.0.0',
      FixedIn: '3.2.1',
    });
    expect(advisory.Mitigations.length).toBeGreaterThan(0);
    expect(advisory.Revisions.map((revision) => revision.Number)).toEqual(['1.0.0', '1.1.0']);
  });

  it('reads an id written in lower case with spaces around it', async () => {
    const reply = await get('/api/SecurityAdvisory/GetInfoById?id=%20fl-sa-2025-009%20');
    expect(reply.statusCode).toBe(200);
    expect(envelope<AdvisoryDetail>(reply).response).toMatchObject({ Id: 'FL-SA-2025-009', Severity: 'Critical', CvssScore: 9.8 });
  });

  it('answers a malformed id with 400 saying what an id looks like, and an unknown one with 404', async () => {
    for (const id of ['42', 'FL-SA-26-1', '<script>', '']) {
      const reply = await get(`/api/SecurityAdvisory/GetInfoById?id=${encodeURIComponent(id)}`);
      expect(reply.statusCode).toBe(400);
      expect(envelope(reply).message).toBe('An advisory id looks like FL-SA-2026-003.');
    }
    const missing = await get('/api/SecurityAdvisory/GetInfoById?id=FL-SA-2024-999');
    expect(missing.statusCode).toBe(404);
    expect(envelope(missing).message).toBe('There is no security advisory FL-SA-2024-999.');
    expect((await get('/api/SecurityAdvisory/GetInfoById')).statusCode).toBe(400);
  });
});

describe('SecurityAdvisory/GetByProduct', () => {
  it('gives the advisories of one product, newest first, each with only that product and its versions', async () => {
    const reply = await get('/api/SecurityAdvisory/GetByProduct?productId=502');
    expect(reply.statusCode).toBe(200);
    const list = envelope<AdvisorySummary[]>(reply).response;
    expect(list.map((advisory) => advisory.Id)).toEqual(['FL-SA-2026-003', 'FL-SA-2025-004']);
    expect(list.map((advisory) => advisory.Products)).toEqual([
      [{ ProductId: 502, Name: 'FL-MS5010G-2S', ShortName: '8+2G SFP Gigabit Managed DIN-Rail Switch', AffectedFrom: '3.0.0', FixedIn: '3.2.1' }],
      [{ ProductId: 502, Name: 'FL-MS5010G-2S', ShortName: '8+2G SFP Gigabit Managed DIN-Rail Switch', AffectedFrom: '', FixedIn: '3.1.4' }],
    ]);
  });

  it('gives an empty list for a product with no advisory, 404 for an unknown product and 400 for a malformed id', async () => {
    const none = await get('/api/SecurityAdvisory/GetByProduct?productId=601');
    expect(none.statusCode).toBe(200);
    expect(envelope(none).response).toEqual([]);
    const unknown = await get('/api/SecurityAdvisory/GetByProduct?productId=999999');
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown).message).toBe('There is no product with id 999999.');
    expect((await get('/api/SecurityAdvisory/GetByProduct?productId=abc')).statusCode).toBe(400);
    expect((await get('/api/SecurityAdvisory/GetByProduct')).statusCode).toBe(400);
  });
});

describe('the site search', () => {
  interface SearchReply {
    Data: { data: { Id: number; Title: string; DataType: string }[] };
    Counts: Record<string, number>;
    BestType?: string;
  }
  const searchAdvisories = async (key: string) =>
    envelope<SearchReply>(await get(`/api/WebSite/Search?key=${encodeURIComponent(key)}&type=advisories&pageSize=20`)).response;

  it('finds an advisory by its id, its title and the model or name of a product it concerns', async () => {
    const byId = await searchAdvisories('FL-SA-2026-003');
    expect(byId.Data.data[0]).toMatchObject({ Title: expect.stringMatching(/^FL-SA-2026-003: /), DataType: 'advisory' });
    expect(advisoryIdOfSearchNumber(byId.Data.data[0]?.Id ?? 0)).toBe('FL-SA-2026-003');
    expect(byId.BestType).toBe('advisories');
    const byTitle = await searchAdvisories('path traversal');
    expect(byTitle.Data.data.map((result) => advisoryIdOfSearchNumber(result.Id))).toEqual(['FL-SA-2025-014']);
    const byModel = await searchAdvisories('FL-GW3202');
    expect(byModel.Data.data.map((result) => advisoryIdOfSearchNumber(result.Id))).toEqual(['FL-SA-2026-008']);
    const byName = await searchAdvisories('Serial Device Server');
    expect(byName.Data.data.map((result) => advisoryIdOfSearchNumber(result.Id))).toContain('FL-SA-2025-009');
    expect(byName.Counts.advisories).toBeGreaterThan(0);
  });
});

describe('the advisories content', () => {
  it('scores every vector as the CVSS 3.1 calculator does, with the rating of its score', () => {
    // Published reference scores of the CVSS 3.1 calculator, for vectors of both scopes.
    const reference: [string, number][] = [
      ['CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H', 9.8],
      ['CVSS:3.1/AV:N/AC:L/PR:L/UI:R/S:C/C:L/I:L/A:N', 5.4],
      ['CVSS:3.1/AV:N/AC:L/PR:L/UI:N/S:C/C:H/I:H/A:H', 9.9],
      ['CVSS:3.1/AV:A/AC:H/PR:N/UI:R/S:U/C:L/I:N/A:N', 2.6],
      ['CVSS:3.1/AV:P/AC:H/PR:H/UI:R/S:U/C:N/I:N/A:N', 0],
      ['CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:C/C:H/I:H/A:H', 10],
    ];
    for (const [vector, score] of reference) {
      const metrics = parseCvss31Vector(vector);
      expect(metrics && cvss31BaseScore(metrics)).toBe(score);
    }
    expect(severityOfScore(3.9)).toBe('Low');
    expect(severityOfScore(4)).toBe('Medium');
    expect(severityOfScore(7)).toBe('High');
    expect(severityOfScore(9)).toBe('Critical');
    expect(parseCvss31Vector('CVSS:3.0/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H')).toBeNull();
    expect(parseCvss31Vector('CVSS:3.1/AC:L/AV:N/PR:N/UI:N/S:U/C:H/I:H/A:H')).toBeNull();
  });

  it('is refused by the seed when a score, a severity, a product or a range is wrong', () => {
    const productIds = new Set([501, 502, 1103]);
    const good = content.advisories.find((advisory) => advisory.id === 'FL-SA-2025-002');
    if (!good) throw new Error('FL-SA-2025-002 is missing from the content');
    expect(advisoryContentProblems(good, productIds)).toEqual([]);
    expect(advisoryContentProblems({ ...good, cvssScore: 7.4 }, productIds)).toEqual(['its vector scores 7.5, not 7.4']);
    expect(advisoryContentProblems({ ...good, severity: 'Medium' }, productIds)).toEqual(['a score of 7.5 rates High, not Medium']);
    expect(advisoryContentProblems({ ...good, products: [{ productId: 4242, affectedFrom: '', fixedIn: '2.1.4' }] }, productIds)).toEqual([
      'product 4242 is not in the catalogue',
    ]);
    expect(advisoryContentProblems({ ...good, products: [{ productId: 1103, affectedFrom: '2.2', fixedIn: '2.1.4' }] }, productIds)).toEqual([
      'product 1103: the fix 2.1.4 is not newer than the first affected 2.2',
    ]);
  });
});
