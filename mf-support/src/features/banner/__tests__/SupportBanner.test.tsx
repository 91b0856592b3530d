import { screen } from '@testing-library/react';
import { byPath, fakeApi, ok, renderPage } from '@ferrolink/testing';
import { SupportBanner } from '../SupportBanner';

describe('SupportBanner', () => {
  it('carries the page’s h1 and the banner’s summary as text over a picture without words', async () => {
    fakeApi(
      byPath({
        'Advertisement/GetPage': () =>
          ok({
            data: [{ Id: 13, Title: 'Support', Summary: 'Manuals, datasheets and videos', ImageUrl: '/media/site/banner-13.svg' }],
            page: 1,
            pageSize: 1,
            pageCount: 1,
            dataCount: 1,
          }),
      }),
    );
    const { container } = renderPage(<SupportBanner />);
    // The h1 is there from the first frame, before the banner is read.
    expect(screen.getByRole('heading', { level: 1, name: 'Support' })).toBeInTheDocument();
    expect(await screen.findByText('Manuals, datasheets and videos')).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', '/media/site/banner-13.svg');
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });
});
