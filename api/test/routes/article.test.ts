import { COMPANY } from '../../src/contracts/company';
import { envelope, useTestApp } from '../helpers/test-app';

interface ArticleItem {
  Id: number;
  Title: string;
  Summary: string;
  Author: string;
  PublishTime: string;
  ImgUrl: string;
  DictionaryId: number;
  EN_DictionaryName: string;
  Level: number;
  Content?: string;
}
interface ArticlePage {
  data: ArticleItem[];
  page: number;
  pageSize: number;
  pageCount: number;
  dataCount: number;
}

const testApp = useTestApp();

const { get } = testApp;

async function getPage(query: string): Promise<ArticlePage> {
  return testApp.getOk<ArticlePage>(`/api/Article/GetPage_?${query}`);
}

describe('Article/GetPage_', () => {
  it('pages all news six at a time, newest first, without the article bodies', async () => {
    const first = await getPage('page=1&key=&dictionaryId=0');
    expect(first.pageSize).toBe(6);
    expect(first.data).toHaveLength(6);
    expect(first.dataCount).toBeGreaterThanOrEqual(40);
    expect(first.pageCount).toBe(Math.ceil(first.dataCount / 6));
    const dates = first.data.map((article) => article.PublishTime);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.data[0]).not.toHaveProperty('Content');
    expect(first.data[0]?.ImgUrl).toMatch(/^\/media\/news\/article-\d+\.svg$/);

    const second = await getPage('page=2&pageSize=6');
    expect(second.data.map((article) => article.Id)).not.toEqual(expect.arrayContaining(first.data.map((article) => article.Id)));
    expect(second.data[0]!.PublishTime <= first.data[5]!.PublishTime).toBe(true);

    const last = await getPage(`page=${first.pageCount}`);
    expect(last.data.length).toBe(first.dataCount - (first.pageCount - 1) * 6);
    const beyond = await getPage(`page=${first.pageCount + 1}`);
    expect(beyond.data).toEqual([]);
  });

  it('spreads the articles over 2019 to 2026 and all four categories', async () => {
    const all = await getPage('pageSize=50');
    const years = new Set(all.data.map((article) => article.PublishTime.slice(0, 4)));
    for (const year of ['2019', '2020', '2021', '2022', '2023', '2024', '2025', '2026']) expect(years).toContain(year);
    expect(new Set(all.data.map((article) => article.DictionaryId))).toEqual(new Set([32, 33, 34, 35]));
    expect(all.data.every((article) => article.Author !== '' && article.Summary !== '')).toBe(true);
  });

  it.each([
    [32, 'Industry'],
    [33, 'Classic Case'],
    [34, 'Social responsibility'],
    [35, 'Activity'],
  ])('filters by dictionaryId %i (%s)', async (dictionaryId, name) => {
    const page = await getPage(`page=1&pageSize=50&dictionaryId=${dictionaryId}`);
    expect(page.data.length).toBeGreaterThanOrEqual(8);
    expect(page.data.every((article) => article.DictionaryId === dictionaryId && article.EN_DictionaryName === name)).toBe(true);
    const byName = await getPage(`page=1&pageSize=50&dictionaryName=${encodeURIComponent(name)}`);
    expect(byName.data.map((article) => article.Id)).toEqual(page.data.map((article) => article.Id));
  });

  it('filters by key in the title or summary, whatever the case', async () => {
    const page = await getPage('pageSize=50&key=hannover');
    expect(page.data.length).toBeGreaterThanOrEqual(2);
    expect(page.data.every((article) => `${article.Title} ${article.Summary}`.toLowerCase().includes('hannover'))).toBe(true);
    expect((await getPage('key=no-such-words-anywhere')).data).toEqual([]);
  });

  it('filters by level (at least the level asked for)', async () => {
    const page = await getPage('pageSize=50&level=1');
    const all = await getPage('pageSize=50');
    expect(page.data.length).toBeGreaterThan(5);
    expect(page.data.length).toBeLessThan(all.dataCount);
    expect(page.data.every((article) => article.Level >= 1)).toBe(true);
  });

  it.each([
    ['a news category that does not exist', 'dictionaryId=36', /not a news category/],
    ['a product category id', 'dictionaryId=5', /not a news category/],
    ['an unknown category name', 'dictionaryName=Gossip', /not a news category/],
    ['a non-numeric dictionaryId', 'dictionaryId=abc', /dictionaryId must be a whole number/],
    ['page 0', 'page=0', /page must be at least 1/],
    ['a huge pageSize', 'pageSize=5000', /pageSize must be at most 50/],
    ['a negative level', 'level=-1', /level must be at least 0/],
    ['an oversized key', `key=${'k'.repeat(300)}`, /key must be at most 200 characters/],
  ])('answers %s with a 400 envelope', async (_label, query, message) => {
    const reply = await get(`/api/Article/GetPage_?${query}`);
    expect(reply.statusCode).toBe(400);
    expect(envelope(reply)).toMatchObject({ code: 400, success: false, response: null });
    expect(envelope(reply).message).toMatch(message);
  });
});

describe('Article/GetDetailById', () => {
  it('gives the article with its HTML body and category name', async () => {
    const [newest] = (await getPage('pageSize=1')).data;
    const reply = await get(`/api/Article/GetDetailById?id=${newest!.Id}`);
    expect(reply.statusCode).toBe(200);
    const article = envelope<ArticleItem>(reply).response;
    expect(article).toMatchObject({ Id: newest!.Id, Title: newest!.Title, Author: newest!.Author, EN_DictionaryName: newest!.EN_DictionaryName });
    expect(article.Content).toMatch(/<p>/);
    // The page's h1 is the title: the body's sections are h2, so no heading level is skipped.
    expect(article.Content).toMatch(/<h2>/);
    expect(article.Content).not.toMatch(/<h[13]>/);
    expect(article.PublishTime).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('answers an unknown id with a 404 envelope', async () => {
    const reply = await get('/api/Article/GetDetailById?id=999999');
    expect(reply.statusCode).toBe(404);
    expect(envelope(reply)).toMatchObject({ code: 404, success: false, message: 'There is no news article 999999.' });
  });

  it.each(['', 'id=', 'id=abc', 'id=1.5', 'id=0', 'id=-4', `id=${'9'.repeat(30)}`])(
    'answers the malformed query "%s" with a 400 envelope',
    async (query) => {
      const reply = await get(`/api/Article/GetDetailById?${query}`);
      expect(reply.statusCode).toBe(400);
      expect(envelope(reply).message).toMatch(/^id /);
    },
  );
});

describe('Article/GetRandomArticleList', () => {
  it('gives three distinct level 1 articles by default', async () => {
    const reply = await get('/api/Article/GetRandomArticleList?amount=3&level=1&key=');
    expect(reply.statusCode).toBe(200);
    const list = envelope<ArticleItem[]>(reply).response;
    expect(list).toHaveLength(3);
    expect(new Set(list.map((article) => article.Id)).size).toBe(3);
    expect(list.every((article) => article.Level >= 1 && article.ImgUrl !== '' && article.Summary !== '')).toBe(true);
    expect(envelope<ArticleItem[]>(await get('/api/Article/GetRandomArticleList')).response).toHaveLength(3);
  });

  it('honours amount, up to the number of eligible articles', async () => {
    expect(envelope<ArticleItem[]>(await get('/api/Article/GetRandomArticleList?amount=1')).response).toHaveLength(1);
    expect(envelope<ArticleItem[]>(await get('/api/Article/GetRandomArticleList?amount=10')).response).toHaveLength(10);
    expect(envelope<ArticleItem[]>(await get('/api/Article/GetRandomArticleList?amount=5&key=no-such-words')).response).toEqual([]);
  });

  it('never includes the excluded article', async () => {
    const eligible = (await getPage('pageSize=50&level=1')).data;
    const excluded = eligible[0]!.Id;
    for (let round = 0; round < 5; round += 1) {
      const list = envelope<ArticleItem[]>(await get(`/api/Article/GetRandomArticleList?amount=10&excludeId=${excluded}`)).response;
      expect(list.map((article) => article.Id)).not.toContain(excluded);
    }
  });

  it('does not always give the same articles', async () => {
    const seen = new Set<string>();
    for (let round = 0; round < 8; round += 1) {
      const list = envelope<ArticleItem[]>(await get('/api/Article/GetRandomArticleList?amount=3')).response;
      seen.add(list.map((article) => article.Id).join(','));
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it.each(['amount=0', 'amount=11', 'amount=three', 'level=10', 'excludeId=x'])('answers "%s" with a 400 envelope', async (query) => {
    const reply = await get(`/api/Article/GetRandomArticleList?${query}`);
    expect(reply.statusCode).toBe(400);
    expect(envelope(reply).code).toBe(400);
  });
});

describe('About', () => {
  it("gives the company profile: founded in 2006, deployed in more than 40 countries, as the company's facts say", async () => {
    const reply = await get('/api/About/GetProfile');
    expect(reply.statusCode).toBe(200);
    const profile = envelope<{ Title: string; Content: string; ImageUrl: string; Facts: { Value: string; Label: string }[] }>(reply).response;
    expect(profile.Content).toContain(`founded in ${COMPANY.foundedYear}`);
    expect(profile.Content).toContain(`more than ${COMPANY.countries} countries`);
    expect(profile.Facts.length).toBeGreaterThanOrEqual(3);
  });

  it('gives the milestones from 2006 to 2026 in order, each with an image', async () => {
    const list = envelope<{ Year: number; Title: string; ImageUrl: string }[]>(await get('/api/About/GetMilestones')).response;
    expect(list[0]?.Year).toBe(2006);
    expect(list.at(-1)?.Year).toBe(2026);
    expect(list.map((item) => item.Year)).toEqual([...list.map((item) => item.Year)].sort((a, b) => a - b));
    expect(list.every((item) => /^\/media\/news\/milestone-\d{4}\.svg$/.test(item.ImageUrl) && item.Title !== '')).toBe(true);
  });
});

describe('searching news in other languages than English', () => {
  it('finds a title whatever the case of its accented letters, on SQLite as on PostgreSQL', async () => {
    const db = testApp.app.db;
    const { category_id } = await db.selectFrom('articles').select('category_id').orderBy('id').limit(1).executeTakeFirstOrThrow();
    const { maxId } = await db
      .selectFrom('articles')
      .select((eb) => eb.fn.max<number>('id').as('maxId'))
      .executeTakeFirstOrThrow();
    await db
      .insertInto('articles')
      .values({
        id: Number(maxId) + 1,
        category_id,
        title: 'Überwachung der Umspannwerke in Österreich',
        summary: 'Netzwerke für die Energieversorgung.',
        author: 'Ferrolink',
        publish_time: '2026-01-05 09:00:00',
        create_time: '2026-01-05 09:00:00',
        img_url: '/media/news/article-1.svg',
        content: '<p>Text</p>',
        level: 0,
      })
      .execute();
    for (const key of ['überwachung', 'ÜBERWACHUNG', 'österreich', 'ENERGIEVERSORGUNG']) {
      const titles = (await getPage(`pageSize=50&key=${encodeURIComponent(key)}`)).data.map((article) => article.Title);
      expect({ key, titles }).toEqual({ key, titles: ['Überwachung der Umspannwerke in Österreich'] });
    }
  });
});
