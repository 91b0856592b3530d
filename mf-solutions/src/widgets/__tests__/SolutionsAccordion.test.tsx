import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SolutionsAccordion from '../SolutionsAccordion';
import { renderPage } from '../../test-support/render-page';

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
    renderPage(<SolutionsAccordion />, '/index', [[['solution', 'list'], list]]);
    const names = ['Intelligent Transportation', 'Intelligent Manufacturing', 'Smart City', 'Smart Energy'];
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
    renderPage(<SolutionsAccordion />, '/index');
    expect(screen.getByRole('region', { name: /Intelligent Transportation/ })).toHaveTextContent('Rail Transit');
    expect(screen.getAllByRole('button')).toHaveLength(4);
  });
});
