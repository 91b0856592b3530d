import { screen, within } from '@testing-library/react';
import { byPath, fakeApi, ok, renderPage } from '@ferrolink/testing';
import { COMPANY } from '@ferrolink/shared';
import { Footer } from '../Footer';

function renderFooter() {
  fakeApi(
    byPath({
      'WebSite/CopyRight': () => ok('Copyright &copy; 2006-2026 <strong>Ferrolink Industrial Networks Co., Ltd.</strong>'),
      'Dictionary/GetCategoryByType': () => ok({ Category: [], SubCategory: [] }),
    }),
  );
  renderPage(<Footer />, { path: '*' });
}

describe('<Footer>', () => {
  it("gives the company's addresses, phone and sales email", () => {
    renderFooter();
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(within(contact).getByText(COMPANY.headquarters.label)).toBeInTheDocument();
    expect(within(contact).getByText(COMPANY.serviceCentre.label)).toBeInTheDocument();
    expect(within(contact).getByText('88 Xinghan Street, Suzhou Industrial Park')).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: '+44 20 7946 0321' })).toHaveAttribute('href', 'tel:+442079460321');
    expect(within(contact).getByRole('link', { name: 'sales@ferrolink.example' })).toHaveAttribute('href', 'mailto:sales@ferrolink.example');
  });

  it('links the privacy notice, the legal notice and the terms of use', () => {
    renderFooter();
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Privacy Notice' })).toHaveAttribute('href', '/privacy');
    expect(within(legal).getByRole('link', { name: 'Legal Notice' })).toHaveAttribute('href', '/legal');
    expect(within(legal).getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/legal#terms');
  });
});
