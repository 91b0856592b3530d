import { screen } from '@testing-library/react';
import { byPath, fakeApi, ok, renderPage } from '@ferrolink/testing';
import { NewsBanner } from '../NewsBanner';

describe('NewsBanner', () => {
  it('shows the page’s h1 and the banner’s summary as text over a picture without words', async () => {
    fakeApi(
      byPath({
        'Advertisement/GetPage': () =>
          ok({
            data: [{ Id: 12, Title: 'News', Summary: 'Industry insight and customer cases', ImageUrl: '/media/site/banner-12.svg' }],
            page: 1,
            pageSize: 1,
            pageCount: 1,
            dataCount: 1,
          }),
      }),
    );
    const { container } = renderPage(<NewsBanner heading="News" />);
    const heading = screen.getByRole('heading', { level: 1, name: 'News' });
    // Seen, not only read out: the heading is no longer hidden behind words drawn into the picture.
    expect(heading).not.toHaveClass('fl-visually-hidden');
    expect(await screen.findByText('Industry insight and customer cases')).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', '/media/site/banner-12.svg');
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });
});
