import { screen } from '@testing-library/react';
import { renderPage } from '@ferrolink/testing';
import { COMPANY } from '@ferrolink/shared';
import { AboutBlurb } from '../AboutBlurb';

describe('<AboutBlurb>', () => {
  it("states the same years and countries in its text and its statistics, from the company's facts", () => {
    renderPage(<AboutBlurb />, { path: '*' });
    expect(screen.getByText(/^Since 2006 Ferrolink Industrial Networks/)).toHaveTextContent('our networks run in more than 40 countries.');
    const statistics = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(statistics).toEqual(['20%R&D investment ratio', '20+years', '40+countries and regions', '60M+devices']);
    expect(COMPANY.figuresYear - COMPANY.foundedYear).toBe(20);
  });
});
