import { SPA_ROUTES } from '../../src/lib/spa-routes';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The rollout console's address, /ops: a page the server answers like every other, kept out of search engines
// (noindex, robots.txt) and out of the sitemap.

describe('the rollout console page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ serveStatic: true, seedReleases: false, siteUrl: 'https://www.ferrolink.example' });
  });
  afterAll(() => t.close());

  it('is a page address of the site, its head asking search engines not to index it', async () => {
    expect(SPA_ROUTES).toContain('/ops');
    const view = await t.app.pages.page('/ops', new URLSearchParams());
    expect(view.status).toBe(200);
    expect(view.rendered.head).toContain('<meta name="robots" content="noindex, follow">');
    expect(view.rendered.head).toContain('<title>Rollout console | ');
    expect(view.rendered.head).toContain('<link rel="canonical" href="https://www.ferrolink.example/ops">');
  });

  it('is closed to crawlers in robots.txt and missing from the sitemap', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body.split('\n')).toContain('Disallow: /ops');
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain('<loc>https://www.ferrolink.example/index</loc>');
    expect(sitemap.body).not.toContain('/ops');
  });
});
