import { screen } from '@testing-library/react';
import { renderPage } from '@ferrolink/testing';
import { Logo } from '../Logo';

describe('<Logo>', () => {
  it('is a link home named by its visible text (WCAG 2.5.3 Label in Name)', () => {
    renderPage(<Logo />);
    const link = screen.getByRole('link', { name: 'Ferrolink Industrial Networks home' });
    expect(link).toHaveAttribute('href', '/index');
    // An aria-label would replace the visible words in the name; the name must come from the content.
    expect(link).not.toHaveAttribute('aria-label');
    expect(link).toHaveTextContent(/^Ferrolink Industrial Networks home$/);
  });
});
