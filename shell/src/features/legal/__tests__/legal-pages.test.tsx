import { screen } from '@testing-library/react';
import { renderPage } from '@ferrolink/testing';
import { COMPANY, loadLegalPages } from '@ferrolink/shared';
import { LegalTextPage } from '../LegalTextPage';

describe('the privacy and legal notices', () => {
  it('the privacy notice says what the contact form, accounts, visits and load reports keep, and its own title', async () => {
    const { PRIVACY_PAGE } = await loadLegalPages();
    renderPage(<LegalTextPage text={PRIVACY_PAGE} />, { url: '/privacy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeInTheDocument();
    for (const heading of [
      'Your enquiries (Contact Us)',
      'Accounts',
      'Visit records',
      'Section load reports and the fl_visitor cookie',
      'Your rights',
    ])
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    expect(screen.getByText(/fl_session \(14 days/)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`write to ${COMPANY.emails.privacy.replace('.', '\\.')}`))).toBeInTheDocument();
    expect(document.title).toBe('Privacy Notice | Ferrolink Industrial Networks');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', PRIVACY_PAGE.description);
  });

  it('the legal notice names the publisher and its registration, and opens at the terms of use from /legal#terms', async () => {
    const { LEGAL_PAGE } = await loadLegalPages();
    const scrolled: string[] = [];
    const spy = jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.id);
    });
    renderPage(<LegalTextPage text={LEGAL_PAGE} />, { url: '/legal#terms', path: '/legal' });
    expect(screen.getByRole('heading', { level: 1, name: 'Legal Notice' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(COMPANY.registration.number))).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Terms of use' }).closest('section')).toHaveAttribute('id', 'terms');
    expect(screen.getAllByRole('link', { name: COMPANY.phone.display })[0]).toHaveAttribute('href', `tel:${COMPANY.phone.dial}`);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(scrolled).toEqual(['terms']);
    spy.mockRestore();
  });
});
