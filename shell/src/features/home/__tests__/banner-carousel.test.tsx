import { screen, within } from '@testing-library/react';
import { byPath, fakeApi, ok, renderPage } from '@ferrolink/testing';
import { BannerCarousel } from '../BannerCarousel';

const slides = [
  {
    Id: 1,
    Title: 'Networks that keep industry moving',
    Summary: 'From the plant floor to the substation',
    ImageUrl: '/media/site/banner-1.svg',
    LinkUrl: '/productCenter?type=1',
  },
  {
    Id: 2,
    Title: 'Rail-certified, road-ready',
    Summary: 'Switches for rolling stock',
    ImageUrl: '/media/site/banner-2.svg',
    LinkUrl: '/solution?type=1',
  },
];

describe('the home carousel', () => {
  it('lays each banner’s headline and summary over its picture as text, inside the banner’s link', async () => {
    fakeApi(byPath({ 'Advertisement/GetPage': () => ok({ data: slides, page: 1, pageSize: 3, pageCount: 1, dataCount: 2 }) }));
    renderPage(<BannerCarousel />);
    const carousel = await screen.findByTestId('home-carousel');
    const headline = await within(carousel).findAllByText('Networks that keep industry moving');
    // Text a phone can size and a screen reader reads, not words drawn into the picture.
    expect(headline[0]?.tagName).toBe('P');
    expect(within(carousel).getAllByText('From the plant floor to the substation').length).toBeGreaterThan(0);
    const link = within(carousel).getAllByRole('link', { name: /Networks that keep industry moving/ })[0];
    expect(link).toHaveAttribute('href', '/productCenter?type=1');
    expect(link).toHaveAccessibleName('Networks that keep industry moving From the plant floor to the substation');
    // The picture says nothing of its own: the words are beside it.
    expect(link?.querySelector('img')).toHaveAttribute('alt', '');
    expect(link?.querySelector('img')).toHaveAttribute('src', '/media/site/banner-1.svg');
  });
});
