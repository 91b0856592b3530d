import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdvisoryDetail, AdvisorySummary } from '@ferrolink/shared';
import { fail, fakeApi, ok, renderPage, type SentRequest, setUserAgent } from '@ferrolink/testing';
import SecurityAdvisoriesPage from '../SecurityAdvisoriesPage';
import SecurityAdvisoryPage from '../SecurityAdvisoryPage';

const switchRange = { ProductId: 502, Name: 'FL-MS5010G-2S', ShortName: '8+2G SFP Gigabit Managed DIN-Rail Switch' };

const csrf: AdvisoryDetail = {
  Id: 'FL-SA-2026-003',
  Title: 'Cross-site request forgery in the web management of managed and rackmount switches',
  Summary: 'A web page opened by a signed-in administrator can change the configuration.',
  PublishedAt: '2026-04-22T09:00:00Z',
  UpdatedAt: '2026-06-10T09:00:00Z',
  CvssScore: 8.8,
  CvssVector: 'CVSS:3.1/AV:N/AC:L/PR:N/UI:R/S:U/C:H/I:H/A:H',
  Severity: 'High',
  Fixed: true,
  Products: [
    { ...switchRange, AffectedFrom: '3.0.0', FixedIn: '3.2.1' },
    { ProductId: 702, Name: 'FL-RS7052-L3', ShortName: '48+4 10G SFP+ Layer 3 Rackmount Switch', AffectedFrom: '4.0.0', FixedIn: '4.0.3' },
  ],
  Description: '<p>The web management accepts changes without a token.</p><script>window.owned = 1</script>',
  CweId: 'CWE-352',
  CweName: 'Cross-Site Request Forgery (CSRF)',
  Mitigations: ['Sign out of the web management after use.'],
  Acknowledgments: '',
  Revisions: [
    { Number: '1.0.0', Date: '2026-04-22T09:00:00Z', Summary: 'Initial publication.' },
    { Number: '1.1.0', Date: '2026-06-10T09:00:00Z', Summary: 'Firmware 3.2.1 released.' },
  ],
  CsafUrl: '/.well-known/csaf/white/2026/fl-sa-2026-003.json',
};

const railway: AdvisorySummary = {
  Id: 'FL-SA-2026-001',
  Title: 'LLDP frame flood exhausts the CPU of railway switches',
  Summary: 'No fixed firmware yet.',
  PublishedAt: '2026-02-10T09:00:00Z',
  UpdatedAt: '2026-02-10T09:00:00Z',
  CvssScore: 6.5,
  CvssVector: 'CVSS:3.1/AV:A/AC:L/PR:N/UI:N/S:U/C:N/I:N/A:H',
  Severity: 'Medium',
  Fixed: false,
  Products: [{ ProductId: 901, Name: 'FL-TS9008-M12', ShortName: '8-Port M12 EN 50155 Managed Switch', AffectedFrom: '2.4.0', FixedIn: '' }],
};

let sent: SentRequest[] = [];

function serve() {
  sent = fakeApi(({ path, params }) => {
    if (path === 'SecurityAdvisory/GetList') return ok([csrf, railway]);
    if (path === 'SecurityAdvisory/GetInfoById')
      return params.id === csrf.Id ? ok(csrf) : fail(404, `There is no security advisory ${String(params.id)}.`);
    return fail(404, `unexpected call ${path}`);
  });
}

describe('the Security Advisories page', () => {
  beforeEach(() => setUserAgent('desktop'));

  it('lists each advisory newest first with its severity in words, score, products and whether a fix exists', async () => {
    serve();
    renderPage(<SecurityAdvisoriesPage />, { url: '/securityAdvisories' });
    const items = within(await screen.findByRole('list', { name: 'Security advisories' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0] as HTMLElement);
    expect(first.getByRole('link', { name: csrf.Title })).toHaveAttribute('href', '/securityAdvisory?id=FL-SA-2026-003');
    expect(first.getByText('High')).toBeInTheDocument();
    expect(first.getByText('8.8')).toBeInTheDocument();
    expect(first.getByText('FL-MS5010G-2S, FL-RS7052-L3')).toBeInTheDocument();
    expect(first.getByText('Fixed firmware available')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('Mitigations only')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Atom feed' })).toHaveAttribute('href', '/securityAdvisories.atom');
    expect(screen.getByRole('link', { name: 'CSAF 2.0 documents' })).toHaveAttribute('href', '/.well-known/csaf/provider-metadata.json');
  });

  it('filters by severity through the address, so the filtered list can be shared', async () => {
    serve();
    const user = userEvent.setup();
    const page = renderPage(<SecurityAdvisoriesPage />, { url: '/securityAdvisories' });
    await screen.findByRole('list', { name: 'Security advisories' });
    await user.click(screen.getByRole('link', { name: 'Medium (1)' }));
    await waitFor(() => expect(page.search().get('severity')).toBe('Medium'));
    const items = within(screen.getByRole('list', { name: 'Security advisories' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([railway.Title]);
    expect(screen.getByRole('link', { name: 'Medium (1)' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('one advisory', () => {
  beforeEach(() => setUserAgent('mobile'));

  it('shows its score, vector, affected and fixed versions, mitigations and revisions, and its CSAF document', async () => {
    serve();
    renderPage(<SecurityAdvisoryPage />, { url: '/securityAdvisory?id=fl-sa-2026-003' });
    expect(await screen.findByRole('heading', { level: 1, name: csrf.Title })).toBeInTheDocument();
    // The id as written in the address is read in its canonical form.
    expect(sent.find((request) => request.path === 'SecurityAdvisory/GetInfoById')?.params).toEqual({ id: 'FL-SA-2026-003' });
    expect(screen.getByText('8.8')).toBeInTheDocument();
    expect(screen.getByText(csrf.CvssVector)).toBeInTheDocument();
    const products = within(screen.getByRole('table', { name: 'Affected products and firmware versions' }));
    const switchRow = within(products.getByRole('row', { name: /FL-MS5010G-2S/ }));
    expect(switchRow.getByRole('link', { name: 'FL-MS5010G-2S' })).toHaveAttribute('href', '/producDtetails?id=502');
    expect(switchRow.getByText('3.0.0 to before 3.2.1')).toBeInTheDocument();
    expect(switchRow.getByText('3.2.1')).toBeInTheDocument();
    expect(screen.getByText('Sign out of the web management after use.')).toBeInTheDocument();
    const revisions = within(screen.getByRole('table', { name: 'Revision history' })).getAllByRole('row');
    expect(revisions).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'CSAF 2.0 document' })).toHaveAttribute('href', csrf.CsafUrl);
    // The description is sanitised HTML.
    expect(document.body.innerHTML).not.toContain('window.owned');
  });

  it('shows the not-found page for an id that names no advisory', async () => {
    serve();
    renderPage(<SecurityAdvisoryPage />, { url: '/securityAdvisory?id=FL-SA-2024-999' });
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeInTheDocument();
  });

  it('explains an address without a valid id, without asking the API', async () => {
    serve();
    renderPage(<SecurityAdvisoryPage />, { url: '/securityAdvisory?id=nonsense' });
    expect(screen.getByText(/This advisory does not exist/)).toBeInTheDocument();
    expect(sent.filter((request) => request.path === 'SecurityAdvisory/GetInfoById')).toEqual([]);
  });
});
