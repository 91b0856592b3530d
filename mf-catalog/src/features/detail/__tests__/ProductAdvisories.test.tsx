import { screen, within } from '@testing-library/react';
import { type AdvisorySummary, setPageData } from '@ferrolink/shared';
import { fail, fakeApi, ok, renderPage } from '@ferrolink/testing';
import { ProductAdvisories } from '../ProductAdvisories';

const csrf: AdvisorySummary = {
  Id: 'FL-SA-2026-003',
  Title: 'Cross-site request forgery in the web management of managed and rackmount switches',
  Summary: 'A web page opened by a signed-in administrator can change the configuration.',
  PublishedAt: '2026-04-22T09:00:00Z',
  UpdatedAt: '2026-06-10T09:00:00Z',
  CvssScore: 8.8,
  CvssVector: 'CVSS:3.1/AV:N/AC:L/PR:N/UI:R/S:U/C:H/I:H/A:H',
  Severity: 'High',
  Fixed: true,
  Products: [{ ProductId: 502, Name: 'FL-MS5010G-2S', ShortName: '8+2G SFP Switch', AffectedFrom: '3.0.0', FixedIn: '3.2.1' }],
};
const flood: AdvisorySummary = {
  ...csrf,
  Id: 'FL-SA-2026-001',
  Title: 'LLDP frame flood exhausts the CPU of railway switches',
  CvssScore: 6.5,
  Severity: 'Medium',
  Fixed: false,
  Products: [{ ProductId: 502, Name: 'FL-MS5010G-2S', ShortName: '8+2G SFP Switch', AffectedFrom: '2.4.0', FixedIn: '' }],
};

const serve = (list: AdvisorySummary[]) =>
  fakeApi(({ path, params }) => (path === 'SecurityAdvisory/GetByProduct' && params.productId === 502 ? ok(list) : fail(404, path)));

afterEach(() => setPageData({}));

describe('the Security advisories section of a product page', () => {
  it('lists the advisories of the product with severity, score, affected firmware and the fix, linking each advisory', async () => {
    serve([csrf, flood]);
    renderPage(<ProductAdvisories productId={502} />, { url: '/producDtetails?id=502', path: '/producDtetails' });
    const items = within(await screen.findByRole('list', { name: 'Security advisories for this product' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0] as HTMLElement);
    expect(first.getByText('High').textContent).toBe('High 8.8');
    expect(first.getByRole('link', { name: `FL-SA-2026-003: ${csrf.Title}` })).toHaveAttribute('href', '/securityAdvisory?id=FL-SA-2026-003');
    expect(first.getByText('Affected firmware: 3.0.0 to before 3.2.1. Fixed in 3.2.1.')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('Affected firmware: 2.4.0 and later. No fix yet: see the mitigations.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All security advisories' })).toHaveAttribute('href', '/securityAdvisories');
  });

  it('says so when no advisory concerns the product', async () => {
    serve([]);
    renderPage(<ProductAdvisories productId={502} />, { url: '/producDtetails?id=502', path: '/producDtetails' });
    expect(await screen.findByText('No published security advisory concerns this product.')).toBeInTheDocument();
  });

  it('draws the carried list in its first render, with no placeholder', () => {
    serve([]);
    setPageData({ 'SecurityAdvisory/GetByProduct?productId=502': [csrf] });
    renderPage(<ProductAdvisories productId={502} />, { url: '/producDtetails?id=502', path: '/producDtetails' });
    // No await: what the first render drew, as the server's render draws it.
    expect(screen.getByRole('link', { name: `FL-SA-2026-003: ${csrf.Title}` })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading security advisories' })).not.toBeInTheDocument();
  });
});
