import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SolutionsAccordion from '../SolutionsAccordion';
import { fail, fakeApi, ok, renderPage } from '@ferrolink/testing';

const list = [1, 2, 3, 4].map((type) => ({
  Type: type,
  Name: `Sector ${type}`,
  Summary: `Summary of sector ${type}`,
  ImageUrl: `/banner-${type}.svg`,
  BackgroundUrl: `/sector-${type}.svg`,
  Solutions: [],
}));

describe('SolutionsAccordion', () => {
  it('has four panels, the first open, and each opens to a Learn More link to /solution?type=n', async () => {
    fakeApi(({ path }) => (path === 'Solution/GetList' ? ok(list) : fail(404, `unexpected call ${path}`)));
    renderPage(<SolutionsAccordion />, { url: '/index' });
    const names = ['Intelligent Transportation', 'Intelligent Manufacturing', 'Smart City', 'Smart Energy'];
    await waitFor(() => expect(screen.getByRole('region', { name: names[0] })).toHaveTextContent('Summary of sector 1'));
    const headers = names.map((name) => screen.getByRole('button', { name }));
    expect(headers.map((header) => header.getAttribute('aria-expanded'))).toEqual(['true', 'false', 'false', 'false']);
    for (const [index, header] of headers.entries()) {
      await userEvent.click(header);
      expect(header).toHaveAttribute('aria-expanded', 'true');
      const panel = screen.getByRole('region', { name: names[index] });
      expect(panel).toHaveTextContent(`Summary of sector ${index + 1}`);
      expect(within(panel).getByRole('link', { name: /Learn More/ })).toHaveAttribute('href', `/solution?type=${index + 1}`);
    }
    expect(headers.filter((header) => header.getAttribute('aria-expanded') === 'true')).toHaveLength(1);
  });

  it('still lists the sectors and their solutions when the API has not answered', () => {
    // The list request never settles: the panels come from the solutions table alone.
    fakeApi(() => new Promise(() => undefined));
    renderPage(<SolutionsAccordion />, { url: '/index' });
    expect(screen.getByRole('region', { name: /Intelligent Transportation/ })).toHaveTextContent('Rail Transit');
    expect(screen.getAllByRole('button')).toHaveLength(4);
  });
});
