import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { PartsListReply, PartsListResult } from '../../src/contracts/parts-list';
import { envelope, useTestApp } from '../helpers/test-app';

interface ContentProduct {
  id: number;
  name: string;
  orderingModels: { model: string; description: string }[];
  lifecycle: { state: string; date: string; successorId: number | null };
}
interface ContentAdvisory {
  id: string;
  severity: string;
  cvssScore: number;
  products: { productId: number; affectedFrom: string; fixedIn: string }[];
}
const advisoryContent = JSON.parse(fs.readFileSync(path.join(__dirname, '../../content/support/advisories.json'), 'utf8')) as {
  advisories: ContentAdvisory[];
};
const content = JSON.parse(fs.readFileSync(path.join(__dirname, '../../content/catalog/products.json'), 'utf8')) as { products: ContentProduct[] };
const productNamed = (name: string): ContentProduct => {
  const product = content.products.find((candidate) => candidate.name === name);
  if (!product) throw new Error(`The content has no product ${name}`);
  return product;
};

const testApp = useTestApp();

/** Posts `body` as the site's page does: from this site (its Origin), as text/csv unless told otherwise. */
function postList(body: string | Buffer, contentType = 'text/csv', headers: Record<string, string> = {}) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/Product/CheckPartsList',
    headers: { 'content-type': contentType, origin: testApp.app.config.siteUrl, ...headers },
    payload: body,
  });
}

async function check(body: string, contentType = 'text/csv'): Promise<PartsListReply> {
  const reply = await postList(body, contentType);
  expect({ status: reply.statusCode, body: reply.statusCode === 200 ? '' : reply.body }).toEqual({ status: 200, body: '' });
  return envelope<PartsListReply>(reply).response;
}

const found = (result: PartsListResult | undefined) => ({
  match: result?.Match,
  product: result?.Product?.Name ?? null,
  partNumber: result?.PartNumber,
});

describe('POST /api/Product/CheckPartsList', () => {
  it('finds a model by its exact name, and by its name in other case, spacing and dashes', async () => {
    const reply = await check('FL-MS5008G\nfl-ms5008g\nFL MS5008G\n  flms5008g  \nFL_MS_5008G\n', 'text/plain');
    expect(reply.Results.map(found)).toEqual([
      { match: 'model', product: 'FL-MS5008G', partNumber: '' },
      { match: 'similar-spelling', product: 'FL-MS5008G', partNumber: '' },
      { match: 'similar-spelling', product: 'FL-MS5008G', partNumber: '' },
      { match: 'similar-spelling', product: 'FL-MS5008G', partNumber: '' },
      { match: 'similar-spelling', product: 'FL-MS5008G', partNumber: '' },
    ]);
    expect(reply.Results.map((result) => result.Line)).toEqual([1, 2, 3, 4, 5]);
    expect({ found: reply.Found, notFound: reply.NotFound }).toEqual({ found: 5, notFound: 0 });
  });

  it('finds a product by an ordering part number of one of its variants, as written or spelled otherwise', async () => {
    const router = content.products.find((product) => product.orderingModels.every((variant) => variant.model !== product.name));
    if (!router) throw new Error('The content has no product ordered only by variants');
    const variant = router.orderingModels[1] as { model: string; description: string };
    const reply = await check(`FL-MS5008G-T\n${variant.model}\n${variant.model.toLowerCase().replace(/-/g, ' ')}\n`);
    expect(reply.Results.map(found)).toEqual([
      { match: 'part-number', product: 'FL-MS5008G', partNumber: 'FL-MS5008G-T' },
      { match: 'part-number', product: router.name, partNumber: variant.model },
      { match: 'similar-spelling', product: router.name, partNumber: variant.model },
    ]);
    expect(reply.Results[1]?.PartDescription).toBe(variant.description);
    expect(productNamed('FL-MS5008G').orderingModels.map((model) => model.model)).toContain('FL-MS5008G-T');
  });

  it('answers an unknown line "not found" with up to three nearest names, nearest first', async () => {
    const reply = await check('FL-MS5080G\nXYZ-123-NOTHING\n');
    const [typo, nothing] = reply.Results;
    expect(typo?.Match).toBe('not-found');
    expect(typo?.Product).toBeNull();
    expect(typo?.Nearest[0]?.Name).toBe('FL-MS5008G');
    expect(typo?.Nearest.length).toBeLessThanOrEqual(3);
    expect(nothing).toMatchObject({ Match: 'not-found', Product: null, Nearest: [] });
    expect({ found: reply.Found, notFound: reply.NotFound }).toEqual({ found: 0, notFound: 2 });
  });

  it('reads a CSV with a header row, semicolons and quoted fields with doubled quotes, and the firmware column', async () => {
    const csv = [
      'Location;"Part number";Firmware version;Note',
      'Cabinet 1;FL-MS5008G;3.2.1;"spare; keep ""as is"""',
      '',
      '"Cabinet 2; rack ""B""";"FL-MS5010G-2S";v3.4;',
      'Cabinet 3;"FL-\nMS5008G";;multi-line cell',
    ].join('\r\n');
    const reply = await check(csv);
    expect(
      reply.Results.map((result) => [result.Line, result.Input, result.Firmware, result.FirmwareRecognised, result.Product?.Name ?? null]),
    ).toEqual([
      [2, 'FL-MS5008G', '3.2.1', true, 'FL-MS5008G'],
      [4, 'FL-MS5010G-2S', 'v3.4', true, 'FL-MS5010G-2S'],
      [5, 'FL-\nMS5008G', '', false, 'FL-MS5008G'],
    ]);
  });

  it('reads a comma-separated CSV without a header, the firmware in the second column', async () => {
    const reply = await check('FL-MS5008G,3.1.0\r\n"FL-MS5010G-2S",not a version\r\n');
    expect(reply.Results.map((result) => [result.Input, result.Firmware, result.FirmwareRecognised])).toEqual([
      ['FL-MS5008G', '3.1.0', true],
      ['FL-MS5010G-2S', '', false],
    ]);
  });

  it('checks 500 lines and refuses 501 with a message saying the limit', async () => {
    const lines = (count: number) => Array.from({ length: count }, (_, index) => (index % 2 === 0 ? 'FL-MS5008G' : 'FL-US1005')).join('\n');
    expect((await check(`Part number\n${lines(500)}\n\n`)).Results).toHaveLength(500);
    const refused = await postList(lines(501));
    expect(refused.statusCode).toBe(413);
    expect(envelope(refused).message).toBe('The parts list has more than 500 lines. Split it into lists of at most 500 lines and check each.');
  });

  it('refuses a body over the byte limit with the limit in the message', async () => {
    const refused = await postList(`FL-MS5008G,${'x'.repeat(140 * 1024)}\n`);
    expect(refused.statusCode).toBe(413);
    expect(envelope(refused).message).toContain('larger than 128 KB');
  });

  it('refuses a PNG, a workbook and binary bytes with a clear message, never a 500', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), zlib.deflateSync(Buffer.alloc(64))]);
    const xlsx = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(32, 1)]);
    const binary = Buffer.from([0x46, 0x4c, 0x2d, 0x00, 0x01, 0x02, 0xff, 0x10]);
    const replies = await Promise.all([postList(png), postList(xlsx), postList(binary, 'text/plain')]);
    expect(replies.map((reply) => [reply.statusCode, envelope(reply).message])).toEqual([
      [400, 'The file is an image, not a CSV file. Choose a CSV or text file with one part a line.'],
      [400, 'The file is an Excel or OpenDocument workbook, not a CSV file. Save it as CSV (comma or semicolon separated) and choose that file.'],
      [400, 'The file is not a CSV or text file. Save the spreadsheet as CSV (comma or semicolon separated) and choose that file.'],
    ]);
  });

  it('refuses another media type by naming the two it takes, and an empty list', async () => {
    const image = await postList(Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'image/png');
    expect([image.statusCode, envelope(image).message]).toEqual([415, 'Send the request as text/plain or text/csv.']);
    const empty = await postList('\n \n;;\n');
    expect([empty.statusCode, envelope(empty).message]).toEqual([
      400,
      'The parts list is empty: paste part numbers or model names, one a line, or choose a CSV file.',
    ]);
  });

  it('refuses a list sent by another site', async () => {
    const reply = await postList('FL-MS5008G', 'text/plain', { origin: 'https://elsewhere.example' });
    expect(reply.statusCode).toBe(403);
  });

  it('answers Accept: text/csv with the CSV download, a formula cell kept as text', async () => {
    const reply = await postList('FL-MS5008G,3.1.0\n=HYPERLINK("http://x")\n', 'text/csv', { accept: 'text/csv' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('no-store');
    const rows = reply.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(rows[0]).toBe(
      'Line,Input,Firmware,Status,Product,Description,Part number,Part description,Nearest names,Lifecycle,Lifecycle date,Successor,Highest severity,Advisories',
    );
    expect(rows[1]).toContain(
      ',Phase-out,2027-03-31,FL-MS5010G-2S,High,"FL-SA-2026-003 (High 8.8; 3.0.0 to before 3.2.1; fixed in 3.2.1) | FL-SA-2025-004 (Medium 5.4; versions before 3.1.4; fixed in 3.1.4)"',
    );
    expect(rows[1]).toMatch(/^1,FL-MS5008G,3\.1\.0,Model name,FL-MS5008G,/);
    expect(rows[2]).toMatch(/^2,"'=HYPERLINK\(""http:\/\/x""\)",,Not found,/);
  });

  it('stores nothing of the list', async () => {
    const before = await testApp.app.db
      .selectFrom('product_part_numbers')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    await check('FL-NEW-PART-1\n');
    const after = await testApp.app.db
      .selectFrom('product_part_numbers')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
    expect(Number(after.count)).toBe(content.products.reduce((sum, product) => sum + product.orderingModels.length, 0));
  });

  it('gives each product its lifecycle and successor, and nothing for a line not found', async () => {
    const discontinued = content.products.find((product) => product.lifecycle.state === 'discontinued' && product.lifecycle.successorId !== null);
    const active = content.products.find((product) => product.lifecycle.state === 'active');
    if (!discontinued || !active) throw new Error('The content needs an active product and a discontinued one with a successor');
    const successor = content.products.find((product) => product.id === discontinued.lifecycle.successorId);
    const reply = await check(`${discontinued.name}\n${active.name}\nNOT-A-PART\n`);
    expect(reply.Results.map((result) => result.Lifecycle)).toEqual([
      {
        State: 'discontinued',
        Date: discontinued.lifecycle.date,
        Successor: { Id: successor?.id, Name: successor?.name, ShortName: expect.any(String) },
      },
      { State: 'active', Date: '', Successor: null },
      null,
    ]);
  });

  it('lists the advisories that apply to the firmware on the line, or every one concerning the product without one', async () => {
    // Expected from the content files: the advisories of FL-MS5008G whose range holds each version, compared number by number.
    const product = productNamed('FL-MS5008G');
    const ranges = advisoryContent.advisories.flatMap((advisory) =>
      advisory.products.filter((concerned) => concerned.productId === product.id).map((concerned) => ({ advisory, ...concerned })),
    );
    expect(ranges.length).toBeGreaterThanOrEqual(2);
    const numbers = (version: string) => version.split('.').map(Number);
    const older = (a: string, b: string) => {
      const [left, right] = [numbers(a), numbers(b)];
      for (let index = 0; index < Math.max(left.length, right.length); index++) {
        if ((left[index] ?? 0) !== (right[index] ?? 0)) return (left[index] ?? 0) < (right[index] ?? 0);
      }
      return false;
    };
    const applying = (version: string) =>
      ranges
        .filter(
          (range) => (range.affectedFrom === '' || !older(version, range.affectedFrom)) && (range.fixedIn === '' || older(version, range.fixedIn)),
        )
        .map((range) => range.advisory.id)
        .sort();
    const versions = ['2.9.0', '3.0.0', '3.1.4', '3.2.1', 'v3.10'];
    const reply = await check(
      ['Part;Firmware', ...versions.map((version) => `FL-MS5008G;${version}`), 'FL-MS5008G;', 'FL-MS5008G;unknown'].join('\n'),
    );
    const ids = (result: PartsListResult | undefined) => (result?.Advisories ?? []).map((advisory) => advisory.Id).sort();
    versions.forEach((version, index) => {
      expect({ version, ids: ids(reply.Results[index]), scope: reply.Results[index]?.AdvisoryScope }).toEqual({
        version,
        ids: applying(version.replace(/^v/, '')),
        scope: 'firmware',
      });
    });
    expect(applying('3.0.0').length).toBeGreaterThanOrEqual(2);
    expect(applying('3.10')).toEqual([]);
    const everyOne = ranges.map((range) => range.advisory.id).sort();
    expect([ids(reply.Results[5]), reply.Results[5]?.AdvisoryScope]).toEqual([everyOne, 'product']);
    expect([ids(reply.Results[6]), reply.Results[6]?.AdvisoryScope, reply.Results[6]?.FirmwareRecognised]).toEqual([everyOne, 'product', false]);

    const rank = ['Low', 'Medium', 'High', 'Critical'];
    const highestAt = (version: string) =>
      ranges
        .filter((range) => applying(version).includes(range.advisory.id))
        .map((range) => range.advisory.severity)
        .sort((a, b) => rank.indexOf(b) - rank.indexOf(a))[0] ?? null;
    expect(reply.Results.slice(0, 5).map((result) => result.HighestSeverity)).toEqual(
      versions.map((version) => highestAt(version.replace(/^v/, ''))),
    );
    const fixed = reply.Results[1]?.Advisories.find((advisory) => advisory.Id === 'FL-SA-2025-004');
    expect(fixed).toMatchObject({ Severity: 'Medium', FixedIn: '3.1.4', AffectedFrom: '' });
  });
});
