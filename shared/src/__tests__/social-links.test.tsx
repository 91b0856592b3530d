import { render, screen, within } from '@testing-library/react';
import { SocialLinks } from '../ui/SocialLinks';

describe('SocialLinks', () => {
  it('links each of the company profiles in a new tab that cannot reach back to the page', () => {
    render(<SocialLinks className="follow" />);
    const list = screen.getByRole('list');
    expect(list).toHaveClass('follow');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['LinkedIn', 'https://www.linkedin.com/company/ferrolink-industrial-networks'],
      ['YouTube', 'https://www.youtube.com/@ferrolink'],
      ['Facebook', 'https://www.facebook.com/ferrolink.networks'],
      ['X', 'https://x.com/ferrolink'],
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
