/** @jest-environment node */
import { use } from 'react';
import { setServerHtmlSanitizer } from '@ferrolink/shared';
import { renderShellPage, type ShellRenderInput } from '../server';
import { carriedReplies, FeaturedProducts, NewsContentPage, ProductCenterPage, section } from './fixtures/server-page';

// The shell's server render: the whole page as the browser draws it, from the carried replies and the sections'
// server modules, to the HTML of #root.

/** Text only, escaped: a sanitiser that keeps no markup at all is safe, and shows where the server's is used. */
const escapeAll = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;');

beforeAll(() => setServerHtmlSanitizer(escapeAll));

function input(url: string, overrides: Partial<ShellRenderInput> = {}): ShellRenderInput {
  return { url, device: 'desktop', carried: carriedReplies(), sections: [], ...overrides };
}

/** The HTML's text, tags and comments out, for checks on what a reader sees. */
const textOf = (html: string) =>
  html
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

function expectLayout(html: string) {
  // The header's menus, with the Products menu built from the carried categories.
  expect(html).toContain('aria-label="Main"');
  for (const menu of ['Products', 'Solutions', 'Support', 'About Us']) expect(html).toContain(`>${menu}</button>`);
  expect(html).toContain('Managed Rail Switches');
  // The footer, with the carried copyright through the server's sanitiser.
  expect(html).toContain('<footer');
  expect(html).toContain('© 2026 Ferrolink Industrial Networks');
  expect(html).toContain('Privacy Notice');
  // Signed out: nothing personal is drawn on the server.
  expect(html).toContain('Sign In');
}

describe('renderShellPage', () => {
  it('renders the home page: layout, carousel, a ready widget, and a widget below the fold left to the browser', async () => {
    const { html, errors } = await renderShellPage(input('/index', { sections: [section('mf_catalog', 'FeaturedProducts', FeaturedProducts)] }));
    expect(errors).toEqual([]);
    expectLayout(html);
    expect(html).toContain('Switches for the rail');
    expect(html).toContain('data-remote="mf_catalog"');
    expect(html).toContain('Featured switch FL-MS5008G');
    // The solutions accordion loads when the visitor nears it: not even its skeleton is drawn.
    expect(html).not.toContain('Loading SolutionsAccordion');
    expect(html).toContain('data-testid="near-viewport-anchor"');
    expect(html).toContain('About Us');
  });

  it('draws a section without a server module as the skeleton the browser shows while it loads', async () => {
    const { html, errors } = await renderShellPage(input('/index', { sections: [section('mf_catalog', 'FeaturedProducts', null)] }));
    expect(errors).toEqual([]);
    expect(html).toContain('aria-label="Loading FeaturedProducts"');
    expect(html).not.toContain('data-remote="mf_catalog"');
  });

  it('renders a page of a section with its address and the device class it is given', async () => {
    const sections = [section('mf_catalog', 'ProductCenterPage', ProductCenterPage)];
    const desktop = await renderShellPage(input('/productCenter?type=1', { sections }));
    expectLayout(desktop.html);
    expect(textOf(desktop.html)).toContain('Products of family 1 (desktop layout)');
    expect(desktop.html).toContain('data-device="desktop"');

    const mobile = await renderShellPage(input('/productCenter?type=1', { sections, device: 'mobile' }));
    expect(textOf(mobile.html)).toContain('Products of family 1 (phone layout)');
    expect(mobile.html).toContain('data-device="mobile"');
    expect(mobile.html).toContain('aria-label="Open menu"');
  });

  it('hands the carried replies to the sections, as the page document does in the browser', async () => {
    const { html, errors } = await renderShellPage(
      input('/newsContent?id=1', { sections: [section('mf_news', 'NewsContentPage', NewsContentPage)] }),
    );
    expect(errors).toEqual([]);
    expectLayout(html);
    expect(html).toContain('Ferrolink opens a test lab in Lyon');
    expect(html).not.toContain('Loading the article');
  });

  it('renders the lazy routes of the shell: the privacy notice and the search page', async () => {
    const privacy = await renderShellPage(input('/privacy'));
    expect(privacy.errors).toEqual([]);
    expectLayout(privacy.html);
    expect(privacy.html).toContain('runs this website. This notice says what the site stores about you');

    const search = await renderShellPage(input('/searchList?search=switch'));
    expect(search.errors).toEqual([]);
    expectLayout(search.html);
    expect(search.html).toContain('role="search"');
    expect(textOf(search.html)).toContain('Searching for "switch"');
  });

  it('sends a section that throws as its fallback, reports its error, and renders the rest of the page', async () => {
    const Broken = () => {
      throw new Error('the canary breaks on the server');
    };
    const { html, errors } = await renderShellPage(
      input('/productCenter?type=1', { sections: [section('mf_catalog', 'ProductCenterPage', Broken)] }),
    );
    expect(errors).toContain('the canary breaks on the server');
    expectLayout(html);
    expect(html).toContain('aria-label="Loading ProductCenterPage"');
  });

  it('sends the pending sections as their fallbacks when the render is aborted', async () => {
    const never = new Promise<never>(() => undefined);
    const Waiting = () => {
      use(never);
      return <p>never shown</p>;
    };
    const controller = new AbortController();
    const rendering = renderShellPage(
      input('/productCenter?type=1', { sections: [section('mf_catalog', 'ProductCenterPage', Waiting)], signal: controller.signal }),
    );
    setTimeout(() => controller.abort(new Error('the time budget ran out')), 50);
    const { html, errors } = await rendering;
    expectLayout(html);
    expect(html).toContain('aria-label="Loading ProductCenterPage"');
    expect(html).not.toContain('never shown');
    expect(errors).toContain('the time budget ran out');
  });

  it('writes a large section in place, with no inline script to move it (the site runs no inline script)', async () => {
    // Far above React's default size at which a finished boundary is moved out of line behind a script.
    const LongPage = () => <p>{'A long specification table. '.repeat(2000)}</p>;
    const { html, errors } = await renderShellPage(
      input('/producDtetails?id=1', { sections: [section('mf_catalog', 'ProductDetailsPage', LongPage)] }),
    );
    expect(errors).toEqual([]);
    expect(html).toContain('A long specification table.');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('hidden id="S:');
  });

  it('refuses an address that is not a path of this site', async () => {
    await expect(renderShellPage(input('https://elsewhere.example/index'))).rejects.toThrow('needs a path on this site');
  });
});
