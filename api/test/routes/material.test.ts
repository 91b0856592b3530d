import { envelope, useTestApp } from '../helpers/test-app';
import { signInAs } from '../helpers/sign-in';

interface MaterialItem {
  Id: number;
  Title: string;
  Summary: string;
  DictionaryId: number;
  DictionaryName: string;
  AttachmentId: number;
  AttachmentName: string;
  AttachmentUrl: string;
  ImageUrl: string;
  FileSize: number;
  ProductName: string;
  PublishTime: string;
  Version: string;
}
interface MaterialPage {
  data: MaterialItem[];
  page: number;
  pageSize: number;
  pageCount: number;
  dataCount: number;
}

let cookie: string;
const testApp = useTestApp({}, { prepare: async ({ app }) => void ({ cookie } = await signInAs(app)) });
const { get } = testApp;

async function pageOf(query: string): Promise<MaterialPage> {
  const reply = await get(`/api/Material/GetPageList?${query}`);
  expect(reply.statusCode).toBe(200);
  return envelope<MaterialPage>(reply).response;
}

async function fileUrlFor(fid: number): Promise<string> {
  const body = envelope<{ FileUrl: string }>(await get(`/api/RegUser/DownloadFile?Area=2&fid=${fid}&filename=x`, { cookie }));
  expect(body.code).toBe(200);
  return body.response.FileUrl;
}

describe('Dictionary/GetCategoryByType for support', () => {
  it('gives the document types for type 5 and the video categories for type 4', async () => {
    const documents = envelope<{ Category: { Id: number; EN_Name: string; Pid: number }[]; SubCategory: unknown[] }>(
      await get('/api/Dictionary/GetCategoryByType?type=5'),
    ).response;
    expect(documents.Category.map((type) => type.EN_Name)).toEqual(
      expect.arrayContaining(['Datasheet', 'User Manual', 'Quick Installation Guide', 'Firmware Release Notes', 'Certificate', 'Application Note']),
    );
    expect(documents.Category.every((type) => type.Id >= 70 && type.Id <= 79 && type.Pid === 0)).toBe(true);
    expect(documents.SubCategory).toEqual([]);
    const videos = envelope<{ Category: { Id: number; EN_Name: string }[] }>(await get('/api/Dictionary/GetCategoryByType?type=4')).response;
    expect(videos.Category.map((category) => category.EN_Name)).toEqual([
      'Product Introduction',
      'Installation and Wiring',
      'Configuration Tutorials',
      'Case Videos',
    ]);
    expect(videos.Category.every((category) => category.Id >= 60 && category.Id <= 69)).toBe(true);
  });
});

describe('Material/GetPageList', () => {
  it('pages documents by 10 by default, with no public address for a document', async () => {
    const first = await pageOf('fileType=2&page=1');
    expect(first.pageSize).toBe(10);
    expect(first.dataCount).toBeGreaterThanOrEqual(30);
    expect(first.pageCount).toBe(Math.ceil(first.dataCount / 10));
    expect(first.data).toHaveLength(10);
    expect(first.data.every((item) => item.AttachmentUrl === '' && item.FileSize > 1000 && item.AttachmentName.endsWith('.pdf'))).toBe(true);
    const dates = first.data.map((item) => item.PublishTime);
    expect(dates).toEqual([...dates].sort().reverse());
    const everything = (await pageOf('fileType=2&PageSize=50')).data;
    expect(everything.find((item) => item.Title.startsWith('FL-MS5008G '))?.ProductName).toBe('FL-MS5008G');
    expect(everything.find((item) => item.Title.includes('Selection Guide'))?.ProductName).toBe('');

    const last = await pageOf(`fileType=2&page=${first.pageCount}`);
    expect(last.data).toHaveLength(first.dataCount - (first.pageCount - 1) * 10);
    const second = await pageOf('fileType=2&page=2');
    const firstIds = new Set(first.data.map((item) => item.Id));
    expect(second.data.some((item) => firstIds.has(item.Id))).toBe(false);
    expect((await pageOf(`fileType=2&page=${first.pageCount + 1}`)).data).toEqual([]);
  });

  it('pages videos by 9 by default, each with a public MP4 and a poster', async () => {
    const videos = await pageOf('fileType=1');
    expect(videos.pageSize).toBe(9);
    expect(videos.dataCount).toBeGreaterThanOrEqual(12);
    expect(videos.data).toHaveLength(9);
    for (const video of videos.data) {
      expect(video.AttachmentUrl).toMatch(/^\/media\/support\/video-\d+-[a-z0-9-]+\.mp4$/);
      expect(video.ImageUrl).toMatch(/^\/media\/support\/video-\d+-[a-z0-9-]+\.jpg$/);
    }
  });

  it('honours PageSize', async () => {
    const page = await pageOf('fileType=2&page=1&PageSize=4');
    expect(page.data).toHaveLength(4);
    expect(page.pageSize).toBe(4);
  });

  it('filters by one type, by a comma-separated list of types and by type name', async () => {
    const datasheets = await pageOf('fileType=2&PageSize=50&dictionaryId=70');
    expect(datasheets.dataCount).toBeGreaterThan(0);
    expect(datasheets.data.every((item) => item.DictionaryId === 70 && item.DictionaryName === 'Datasheet')).toBe(true);
    const notes = await pageOf('fileType=2&PageSize=50&dictionaryId=73');
    const both = await pageOf(`fileType=2&PageSize=50&dictionaryId=${encodeURIComponent('70, 73')}`);
    expect(both.dataCount).toBe(datasheets.dataCount + notes.dataCount);
    expect(new Set(both.data.map((item) => item.DictionaryId))).toEqual(new Set([70, 73]));
    const byName = await pageOf('fileType=2&PageSize=50&dictionaryName=User%20Manual');
    expect(byName.dataCount).toBeGreaterThan(0);
    expect(byName.data.every((item) => item.DictionaryName === 'User Manual')).toBe(true);
    const cases = await pageOf('fileType=1&dictionaryId=63');
    expect(cases.data.length).toBeGreaterThan(0);
    expect(cases.data.every((item) => item.DictionaryName === 'Case Videos')).toBe(true);
    const all = await pageOf('fileType=2&dictionaryId=');
    expect(all.dataCount).toBe((await pageOf('fileType=2')).dataCount);
  });

  it.each([
    ['a missing fileType', 'page=1', /fileType is required/],
    ['an unknown fileType', 'fileType=3', /fileType must be one of 1, 2/],
    ['a text fileType', 'fileType=pdf', /fileType must be/],
    ['a page of zero', 'fileType=2&page=0', /page must be at least 1/],
    ['a text page', 'fileType=2&page=two', /page must be a whole number/],
    ['an oversized PageSize', 'fileType=2&PageSize=5000', /PageSize must be at most 50/],
    ['a PageSize of zero', 'fileType=2&PageSize=0', /PageSize must be at least 1/],
    ['a malformed dictionaryId list', 'fileType=2&dictionaryId=70;drop', /dictionaryId has an invalid format/],
    ['a video category on documents', 'fileType=2&dictionaryId=60', /dictionaryId 60 is not a document type/],
    ['a document type on videos', 'fileType=1&dictionaryId=70,71', /dictionaryId 70 is not a video category/],
    ['an unknown dictionaryName', 'fileType=2&dictionaryName=Brochure', /dictionaryName "Brochure" is not a document type/],
    ['an oversized key', `fileType=2&key=${'k'.repeat(300)}`, /key must be at most 200 characters/],
    ['too many ids', `fileType=2&dictionaryId=${Array.from({ length: 25 }, () => 70).join(',')}&x=1`, /at most 20 ids/],
  ])('answers %s with a 400 envelope', async (_label, query, message) => {
    const reply = await get(`/api/Material/GetPageList?${query}`);
    expect(reply.statusCode).toBe(400);
    const body = envelope(reply);
    expect(body).toMatchObject({ code: 400, success: false, response: null });
    expect(body.message).toMatch(message);
  });
});

describe("Material/GetPageList with a key (the support page's keyword)", () => {
  const DATASHEET = 'FL-MS5008G 8-Port Gigabit Managed DIN-Rail Switch Datasheet';
  // Lists every switch model in its PDF, and is newer than the datasheet: without the ranking it would come first.
  const GUIDE = 'Industrial Ethernet Switch Selection Guide 2026';
  const titlesFor = async (query: string) => (await pageOf(`${query}&PageSize=50`)).data.map((item) => item.Title);

  it.each(['FL-MS5008G', 'fl-ms5008g', 'FLMS5008G', 'FL MS5008G', 'MS5008G', '5008', 'FL-MS5008G manual', 'ＦＬ－ＭＳ５００８Ｇ', ' FL-MS5008G%_ '])(
    "%s: the model's own document first, then the guide that lists the model",
    async (key) => {
      expect(await titlesFor(`fileType=2&key=${encodeURIComponent(key)}`)).toEqual([DATASHEET, GUIDE]);
    },
  );

  it("finds by a word of the title, the product's name, the type (in English or Chinese) or a note's number", async () => {
    expect(await titlesFor('fileType=2&key=selection')).toEqual([GUIDE]);
    // The application note's title names only FL-GW3101; its product is a Modbus gateway.
    expect(await titlesFor('fileType=2&key=gateway')).toEqual([
      'FL-GW3202 PROFINET to Modbus TCP Gateway User Manual',
      'Connecting Modbus RTU Energy Meters to SCADA with the FL-GW3101',
      'FL-GW3301 Firmware V2.1.4 Release Notes',
    ]);
    const manuals = await titlesFor('fileType=2&dictionaryId=71');
    expect(manuals.length).toBeGreaterThan(1);
    expect(new Set(await titlesFor(`fileType=2&key=${encodeURIComponent('用户手册')}`))).toEqual(new Set(manuals));
    expect(await titlesFor('fileType=2&key=AN-031')).toEqual(['Connecting Modbus RTU Energy Meters to SCADA with the FL-GW3101']);
  });

  it('combines the key with the type filter, counts and pages what it finds', async () => {
    expect(await titlesFor(`fileType=2&dictionaryId=71&key=${encodeURIComponent('managed switch')}`)).toEqual([
      'FL-MS5028G-4S Managed Switch User Manual',
      'FL-PS6020BT PoE++ Switch User Manual',
    ]);
    expect(await titlesFor('fileType=2&dictionaryId=73&key=FL-MS5008G')).toEqual([]);
    const first = await pageOf('fileType=2&key=FL-MS5008G&PageSize=1');
    expect(first).toMatchObject({ dataCount: 2, pageCount: 2 });
    expect(first.data.map((item) => item.Title)).toEqual([DATASHEET]);
    expect((await pageOf('fileType=2&key=FL-MS5008G&PageSize=1&page=2')).data.map((item) => item.Title)).toEqual([GUIDE]);
  });

  it('finds videos too, by their model in any spelling', async () => {
    expect((await pageOf('fileType=1&key=FLPS6020BT')).data.map((item) => item.Id)).toEqual([101]);
  });

  it('answers a key no document has a word of (wildcards, SQL, an emoji) with an empty list, not every document, and odd text with 200', async () => {
    for (const key of ['%', '_', '\\', "'; DROP TABLE materials; --", '\u{1F600}', 'zzqx']) {
      expect(await pageOf(`fileType=2&key=${encodeURIComponent(key)}`)).toMatchObject({ data: [], dataCount: 0, pageCount: 0 });
    }
    // Not UTF-8 (a lone surrogate's bytes), a NUL (PostgreSQL text cannot hold one), the longest key allowed.
    for (const key of ['%ED%A0%80', '%00', encodeURIComponent('FL-MS5008G '.repeat(19).slice(0, 200))]) {
      expect((await get(`/api/Material/GetPageList?fileType=2&key=${key}`)).statusCode).toBe(200);
    }
  });

  it('gives every document its version and the date of that version, and a video no version', async () => {
    const everything = (await pageOf('fileType=2&PageSize=50')).data;
    expect(everything.find((item) => item.Title === DATASHEET)).toMatchObject({ Version: 'V1.4', PublishTime: '2026-03-12T08:00:00.000Z' });
    expect(everything.find((item) => item.Title.startsWith('FL-TS9016-M12BP'))).toMatchObject({
      Version: 'Rev. B',
      PublishTime: '2025-04-03T08:00:00.000Z',
    });
    expect(everything.every((item) => /^(V\d+(\.\d+)+|Rev\. [A-Z])$/.test(item.Version))).toBe(true);
    expect((await pageOf('fileType=1')).data.every((item) => item.Version === '')).toBe(true);
  });
});

describe('Material/GetListByTop', () => {
  it('gives the featured video first, with title, summary, file and poster', async () => {
    const body = envelope<MaterialItem[]>(await get('/api/Material/GetListByTop?pageSize=1'));
    expect(body.code).toBe(200);
    expect(body.response).toHaveLength(1);
    const [top] = body.response;
    expect(top?.Title).toContain('FL-PS6020BT');
    expect(top?.Summary.length).toBeGreaterThan(300);
    expect(top?.AttachmentUrl).toMatch(/\.mp4$/);
    expect(top?.ImageUrl).toMatch(/\.jpg$/);
    expect(envelope<MaterialItem[]>(await get('/api/Material/GetListByTop?pageSize=3')).response).toHaveLength(3);
  });

  it.each(['pageSize=0', 'pageSize=21', 'pageSize=top'])('answers %s with a 400 envelope', async (query) => {
    const reply = await get(`/api/Material/GetListByTop?${query}`);
    expect(reply.statusCode).toBe(400);
    expect(envelope(reply).message).toMatch(/pageSize/);
  });
});

describe('RegUser/DownloadFile and Files/Download', () => {
  it('refuses a visitor without a session with a 401 envelope', async () => {
    const reply = await get('/api/RegUser/DownloadFile?Area=2&fid=1&filename=Datasheet');
    expect(reply.statusCode).toBe(401);
    expect(envelope(reply)).toMatchObject({ code: 401, success: false, response: null });
    const stale = await get('/api/RegUser/DownloadFile?Area=2&fid=1', { cookie: 'fl_session=not-a-real-session' });
    expect(stale.statusCode).toBe(401);
  });

  it('gives a signed-in visitor a signed link that serves the real PDF with its name', async () => {
    const fileUrl = await fileUrlFor(1);
    expect(fileUrl).toMatch(/^\/api\/Files\/Download\?fid=1&expires=\d+&signature=[A-Za-z0-9_-]+$/);
    const reply = await get(fileUrl);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(reply.headers['content-disposition']).toContain('filename="fl-ms5008g-8-port-gigabit-managed-din-rail-switch-datasheet.pdf"');
    expect(reply.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(reply.rawPayload.subarray(-6).toString('latin1')).toContain('%%EOF');
    const listed = (await pageOf('fileType=2&PageSize=50')).data.find((item) => item.AttachmentId === 1);
    expect(reply.rawPayload.length).toBe(listed?.FileSize);
  });

  it('refuses a tampered link with a 403 envelope', async () => {
    const fileUrl = await fileUrlFor(1);
    const url = new URL(fileUrl, 'http://localhost');
    const signature = url.searchParams.get('signature') ?? '';
    const otherFile = fileUrl.replace('fid=1&', 'fid=2&');
    const laterExpiry = fileUrl.replace(/expires=(\d+)/, (_match, value: string) => `expires=${Number(value) + 3600}`);
    const flipped = fileUrl.replace(`signature=${signature}`, `signature=${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`);
    for (const tampered of [otherFile, laterExpiry, flipped]) {
      const reply = await get(tampered);
      expect(reply.statusCode).toBe(403);
      expect(envelope(reply)).toMatchObject({ code: 403, success: false, message: expect.stringMatching(/not valid/) });
    }
  });

  it('refuses an expired link with a 403 envelope', async () => {
    const fileUrl = await fileUrlFor(2);
    expect((await get(fileUrl)).statusCode).toBe(200);
    const realNow = testApp.app.clock.now;
    try {
      testApp.app.clock.now = () => new Date(realNow().getTime() + 6 * 60 * 1000);
      const reply = await get(fileUrl);
      expect(reply.statusCode).toBe(403);
      expect(envelope(reply).message).toMatch(/expired/);
    } finally {
      testApp.app.clock.now = realNow;
    }
  });

  it('answers an unknown document with 404 and a video with 400', async () => {
    const missing = await get('/api/RegUser/DownloadFile?Area=2&fid=9999', { cookie });
    expect(missing.statusCode).toBe(404);
    expect(envelope(missing).message).toMatch(/no document with fid 9999/);
    const video = await get('/api/RegUser/DownloadFile?Area=2&fid=101', { cookie });
    expect(video.statusCode).toBe(400);
  });

  it.each([
    ['a missing fid', 'Area=2', /fid is required/],
    ['a text fid', 'Area=2&fid=abc', /fid must be a whole number/],
    ['a negative fid', 'Area=2&fid=-1', /fid must be at least 1/],
    ['an unknown Area', 'Area=7&fid=1', /Area must be one of 2/],
    ['an oversized filename', `Area=2&fid=1&filename=${'f'.repeat(400)}`, /filename must be at most 300 characters/],
  ])('DownloadFile answers %s with a 400 envelope', async (_label, query, message) => {
    const reply = await get(`/api/RegUser/DownloadFile?${query}`, { cookie });
    expect(reply.statusCode).toBe(400);
    expect(envelope(reply).message).toMatch(message);
  });

  it.each([
    ['no query', '', /is required/],
    ['a missing signature', 'fid=1&expires=1', /signature is required/],
    ['a text expiry', 'fid=1&expires=soon&signature=abc', /expires must be a whole number/],
    ['a signature with forbidden characters', 'fid=1&expires=1&signature=a%2Fb', /signature has an invalid format/],
    ['an oversized signature', `fid=1&expires=1&signature=${'a'.repeat(200)}`, /signature must be at most 100 characters/],
  ])('Files/Download answers %s with a 400 envelope', async (_label, query, message) => {
    const reply = await get(`/api/Files/Download?${query}`);
    expect(reply.statusCode).toBe(400);
    expect(envelope(reply).message).toMatch(message);
  });

  it('never serves the private folder as public media', async () => {
    const reply = await get('/media/../files/support/fl-ms5008g-8-port-gigabit-managed-din-rail-switch-datasheet.pdf');
    expect(reply.statusCode).not.toBe(200);
  });
});
