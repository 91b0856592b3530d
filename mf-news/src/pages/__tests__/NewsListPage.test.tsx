import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatArticleDate, TRUNCATE } from '@ferrolink/shared';
import NewsListPage from '../NewsListPage';
import { NewsCard } from '../../features/articles/NewsCard';
import { byPath, fakeApi, ok, renderPage, setUserAgent } from '@ferrolink/testing';
import { makeArticles, pagedArticles } from '../../features/articles/__tests__/article-fixtures';

const banner = () =>
  ok({ data: [{ Id: 12, Title: 'News', ImageUrl: '/media/site/banner-12.svg' }], page: 1, pageSize: 1, pageCount: 1, dataCount: 1 });

function cardTitles(): string[] {
  return screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent ?? '');
}

describe('NewsListPage on desktop', () => {
  beforeEach(() => setUserAgent('desktop'));

  it('shows six cards a page with Previous disabled on page 1 and Next disabled on the last page', async () => {
    fakeApi(byPath({ 'Advertisement/GetPage': banner, 'Article/GetPage_': pagedArticles(makeArticles(14)) }));
    const user = userEvent.setup();
    renderPage(<NewsListPage />);
    expect(await screen.findByText('Article number 14')).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Article number 2')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Article number 2', 'Article number 1']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Article number 8')).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(6);
  });

  it('asks for the chosen category and starts it on page 1', async () => {
    const sent = fakeApi(byPath({ 'Advertisement/GetPage': banner, 'Article/GetPage_': pagedArticles(makeArticles(14)) }));
    const user = userEvent.setup();
    renderPage(<NewsListPage />);
    await screen.findByText('Article number 14');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Article number 8');
    await user.click(screen.getByRole('tab', { name: 'Social responsibility' }));
    expect(screen.getByRole('tab', { name: 'Social responsibility' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('There is no news in this category yet.')).toBeInTheDocument();
    expect(sent).toContainEqual(
      expect.objectContaining({ path: 'Article/GetPage_', params: expect.objectContaining({ page: 1, pageSize: 6, dictionaryId: 34 }) }),
    );
  });

  it('offers the five news tabs', async () => {
    fakeApi(byPath({ 'Advertisement/GetPage': banner, 'Article/GetPage_': pagedArticles([]) }));
    renderPage(<NewsListPage />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Total news',
      'Industry',
      'Classic case',
      'Social responsibility',
      'Activity',
    ]);
    expect(await screen.findByText('There is no news in this category yet.')).toBeInTheDocument();
  });
});

describe('NewsListPage on mobile', () => {
  beforeEach(() => setUserAgent('mobile'));
  afterAll(() => setUserAgent('desktop'));

  it('appends the next page with Load More and hides it on the last page', async () => {
    fakeApi(byPath({ 'Advertisement/GetPage': banner, 'Article/GetPage_': pagedArticles(makeArticles(14)) }));
    const user = userEvent.setup();
    renderPage(<NewsListPage />);
    expect(await screen.findByText('Article number 14')).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(6);
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Article number 8')).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(12);
    expect(screen.getByText('Article number 14')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Article number 1')).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(14);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('shows no Load More for a single page or an empty list', async () => {
    fakeApi(byPath({ 'Advertisement/GetPage': banner, 'Article/GetPage_': pagedArticles(makeArticles(4)) }));
    renderPage(<NewsListPage />);
    expect(await screen.findByText('Article number 4')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });
});

describe('NewsCard', () => {
  const [article] = makeArticles(1);
  const long = { ...article!, Id: 7, Title: 'T'.repeat(120), Summary: 'S'.repeat(200), PublishTime: '2026-03-10T08:00:00.000Z' };

  it('shows the date as "Month d, yyyy", the author, and links to the article', () => {
    renderPage(<NewsCard article={long} />);
    expect(screen.getByText('March 10, 2026')).toBeInTheDocument();
    expect(formatArticleDate('2019-04-03T08:00:00.000Z')).toBe('April 3, 2019');
    expect(screen.getByText('Marta Kowalczyk')).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/newsContent?id=7');
  });

  it('cuts the title at 100 (88 on Total news) and the summary at 140 with an ellipsis', () => {
    const { unmount } = renderPage(<NewsCard article={long} />);
    expect(screen.getByRole('heading').textContent).toBe(`${'T'.repeat(TRUNCATE.newsTitle)}...`);
    expect(screen.getByText(`${'S'.repeat(140)}...`)).toBeInTheDocument();
    unmount();
    renderPage(<NewsCard article={long} titleLimit={TRUNCATE.newsTitleTotal} />);
    expect(screen.getByRole('heading').textContent).toBe(`${'T'.repeat(88)}...`);
  });
});
