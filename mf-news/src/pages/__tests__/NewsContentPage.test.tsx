import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Article, useToastStore } from '@ferrolink/shared';
import { byPath, fail, fakeApi, type FakeReply, NETWORK_ERROR, ok, renderPage, type SentRequest, setUserAgent } from '@ferrolink/testing';
import { makeArticles } from '../../features/articles/__tests__/article-fixtures';
import NewsContentPage from '../NewsContentPage';

let sent: SentRequest[] = [];

/** The body as the API stores it: good markup with everything a sanitiser must take out. */
const HOSTILE_BODY = [
  '<h2>Ring redundancy in the field</h2>',
  '<p>The switches recover in <strong>under 20 ms</strong>.</p>',
  '<script>window.articleScriptRan = true;</script>',
  '<img src="/media/news/ring.jpg" alt="Ring topology" onerror="window.articleScriptRan = true">',
  '<p><a href="javascript:window.articleScriptRan = true">A dangerous link</a></p>',
  '<p><a href="https://example.com/report" target="_blank">The full report</a></p>',
  '<iframe src="https://example.com/embed"></iframe>',
  '<form action="https://example.com/steal"><input name="password"><button>Send</button></form>',
].join('');

/** Article `id` of the shared fixtures with a body, published on March 4, 2024. */
function articleWithBody(id: number, overrides: Partial<Article> = {}): Article {
  const base = makeArticles(id)[0];
  if (!base || base.Id !== id) throw new Error(`no fixture article ${id}`);
  return { ...base, PublishTime: '2024-03-04T23:30:00.000Z', Content: HOSTILE_BODY, ...overrides };
}

/** A summary longer than the 150 characters Hot news keeps. */
const LONG_SUMMARY = 'Ferrolink switches keep a metro line talking when a fibre is cut: the ring heals before the signalling notices. '.repeat(2);

/** Three other articles for Hot news: ids 10, 9 and 8, the first with a long summary. */
function hotArticles(): Article[] {
  return makeArticles(10)
    .slice(0, 3)
    .map((article, index) => (index === 0 ? { ...article, Summary: LONG_SUMMARY } : article));
}

/** The news API: the articles by id (any other id is unknown, as the API answers), and Hot news. */
function serveNews(
  options: { articles?: Article[]; detail?: () => FakeReply | Promise<FakeReply>; hot?: () => FakeReply | Promise<FakeReply> } = {},
) {
  const articles = options.articles ?? [articleWithBody(5), articleWithBody(9, { Title: 'Article number 9', Content: '<p>The ninth article.</p>' })];
  sent = fakeApi(
    byPath({
      'Article/GetDetailById': ({ params }) => {
        if (options.detail) return options.detail();
        const found = articles.find((article) => article.Id === params.id);
        return found ? ok(found) : fail(404, `There is no news article ${String(params.id)}.`);
      },
      'Article/GetRandomArticleList': () => (options.hot ? options.hot() : ok(hotArticles())),
    }),
  );
}

const NEWS_PAGE = { otherPages: { '/newsList': 'News list page' } };
const hotNews = () => screen.getByRole('complementary', { name: 'Hot news' });
const articleBody = () => screen.getByRole('article');
const detailRequests = () => sent.filter((request) => request.path === 'Article/GetDetailById');
const NOT_FOUND = 'This article does not exist or is no longer available.';
const COULD_NOT_LOAD = 'The article could not be loaded. Please check your connection and try again.';

beforeEach(() => setUserAgent('desktop'));

describe('NewsContentPage: the article', () => {
  it('shows the title, "date | author", the breadcrumb and the body', async () => {
    serveNews();
    renderPage(<NewsContentPage />, { ...NEWS_PAGE, url: '/newsContent?id=5' });
    expect(screen.getByRole('status', { name: 'Loading article' })).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: 'Article number 5' })).toBeInTheDocument();
    const meta = within(articleBody()).getByText('March 4, 2024', { selector: 'time' });
    expect(meta).toHaveAttribute('datetime', '2024-03-04');
    expect(meta.parentElement).toHaveTextContent(/^March 4, 2024 \| Marta Kowalczyk$/);
    expect(within(articleBody()).getByRole('heading', { level: 2, name: 'Ring redundancy in the field' })).toBeInTheDocument();
    expect(within(articleBody()).getByText('under 20 ms', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading article' })).not.toBeInTheDocument();

    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/index');
    expect(within(crumbs).getByRole('link', { name: 'News' })).toHaveAttribute('href', '/newsList');
    expect(within(crumbs).getByText('Article number 5')).toHaveAttribute('aria-current', 'page');

    expect(detailRequests().map((request) => request.params)).toEqual([{ id: 5 }]);
  });

  it('names the tab after the article once it is there, and after the next article opened from Hot news', async () => {
    serveNews();
    const user = userEvent.setup();
    renderPage(<NewsContentPage />, { ...NEWS_PAGE, url: '/newsContent?id=5' });
    await screen.findByRole('heading', { level: 1, name: 'Article number 5' });
    expect(document.title).toBe('Article number 5 | Ferrolink Industrial Networks');
    await user.click(await within(hotNews()).findByRole('link', { name: /Article number 9/ }));
    await screen.findByRole('heading', { level: 1, name: 'Article number 9' });
    expect(document.title).toBe('Article number 9 | Ferrolink Industrial Networks');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBeTruthy();
  });

  it('dates the article by its creation when it has no publish time', async () => {
    serveNews({ articles: [articleWithBody(5, { PublishTime: '', CreateTime: '2023-11-30T22:00:00.000Z' })] });
    renderPage(<NewsContentPage />, { ...NEWS_PAGE, url: '/newsContent?id=5' });
    const date = await screen.findByText('November 30, 2023', { selector: 'time' });
    expect(date).toHaveAttribute('datetime', '2023-11-30');
  });

  it('removes scripts, event handlers, javascript: links, frames and forms from the body', async () => {
    serveNews();
    renderPage(<NewsContentPage />, { ...NEWS_PAGE, url: '/newsContent?id=5' });
    await screen.findByRole('heading', { level: 1, name: 'Article number 5' });
    const body = articleBody();
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('iframe')).toBeNull();
    expect(body.querySelector('form, input, button')).toBeNull();
    const picture = within(body).getByRole('img', { name: 'Ring topology' });
    expect(picture).toHaveAttribute('src', '/media/news/ring.jpg');
    expect(picture).not.toHaveAttribute('onerror');
    // A link whose address was a script keeps its words but loses the address.
    expect(within(body).getByText('A dangerous link')).not.toHaveAttribute('href');
    const external = within(body).getByRole('link', { name: 'The full report' });
    expect(external).toHaveAttribute('href', 'https://example.com/report');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect((window as Window & { articleScriptRan?: boolean }).articleScriptRan).toBeUndefined();
  });

  it('keeps the share block in the page but hidden', async () => {
    serveNews();
    renderPage(<NewsContentPage />, { ...NEWS_PAGE, url: '/newsContent?id=5' });
    await screen.findByRole('heading', { level: 1, name: 'Article number 5' });
    const share = screen.getByTestId('share-block');
    expect(share).not.toBeVisible();
    expect(share).toHaveTextContent('Share: Article number 5');
    expect(screen.queryByRole('link', { name: 'Share on Facebook' })).not.toBeInTheDocument();
    expect(within(share).getByRole('link', { name: 'Share on Facebook', hidden: true })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=http/),
    );
  });
});

describe('NewsContentPage: Hot news', () => {
  it('lists three other articles with their title, summary cut at 150, picture and link, leaving out the one being read', async () => {
    serveNews();
    renderPage(<NewsContentPage />, { ...NEWS_PAGE, url: '/newsContent?id=5' });
    expect(within(hotNews()).getByRole('heading', { level: 2, name: 'Hot news' })).toBeInTheDocument();
    expect(within(hotNews()).getByRole('status', { name: 'Loading hot news' })).toBeInTheDocument();

    const links = await within(hotNews()).findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/newsContent?id=10', '/newsContent?id=9', '/newsContent?id=8']);
    expect(links[0]).toHaveTextContent('Article number 10');
    expect(links[0]).toHaveTextContent(`${LONG_SUMMARY.slice(0, 150).trimEnd()}...`);
    expect(links[0]).not.toHaveTextContent(LONG_SUMMARY.trim());
    expect(links[1]).toHaveTextContent(/^Article number 9Summary of article 9$/);
    expect(links[2]?.querySelector('img')).toHaveAttribute('src', '/media/news/article-8.svg');
    expect(sent.find((request) => request.path === 'Article/GetRandomArticleList')?.params).toEqual({ amount: 3, level: 1, key: '', excludeId: 5 });
  });

  it('opens a Hot news article in place: new address, new title, new body', async () => {
    serveNews();
    const user = userEvent.setup();
    renderPage(<NewsContentPage />, { ...NEWS_PAGE, url: '/newsContent?id=5' });
    await screen.findByRole('heading', { level: 1, name: 'Article number 5' });
    await user.click(await within(hotNews()).findByRole('link', { name: /^Article number 9/ }));
    expect(screen.getByRole('status', { name: 'Current address' })).toHaveTextContent(/^\/newsContent\?id=9$/);
    expect(await screen.findByRole('heading', { level: 1, name: 'Article number 9' })).toBeInTheDocument();
    expect(within(articleBody()).getByText('The ninth article.')).toBeInTheDocument();
    expect(within(articleBody()).queryByText('Ring redundancy in the field')).not.toBeInTheDocument();
    expect(detailRequests().map((request) => request.params.id)).toEqual([5, 9]);
    await waitFor(() =>
      expect(sent.filter((request) => request.path === 'Article/GetRandomArticleList').map((request) => request.params.excludeId)).toEqual([5, 9]),
    );
  });

  it('leaves Hot news empty when its request fails, and the article still shows', async () => {
    serveNews({ hot: () => NETWORK_ERROR });
    renderPage(<NewsContentPage />, { ...NEWS_PAGE, url: '/newsContent?id=5' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Article number 5' })).toBeInTheDocument();
    await waitFor(() => expect(within(hotNews()).queryByRole('status', { name: 'Loading hot news' })).not.toBeInTheDocument());
    expect(within(hotNews()).queryAllByRole('link')).toHaveLength(0);
  });
});

describe('NewsContentPage: a missing or bad id', () => {
  it.each([
    ['no id', '/newsContent'],
    ['an empty id', '/newsContent?id='],
    ['id=0', '/newsContent?id=0'],
    ['a negative id', '/newsContent?id=-5'],
    ['a fraction', '/newsContent?id=1.5'],
    ['words', '/newsContent?id=abc'],
    ['markup', `/newsContent?id=${encodeURIComponent('<script>alert(1)</script>')}`],
  ])('%s: says the article does not exist, links to all news and asks for no article', async (_, url) => {
    serveNews();
    const { container } = renderPage(<NewsContentPage />, { ...NEWS_PAGE, url });
    expect(screen.getByText(NOT_FOUND)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all news' })).toHaveAttribute('href', '/newsList');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('Article')).toHaveAttribute('aria-current', 'page');
    expect(container.querySelector('script')).toBeNull();
    // Hot news still offers something to read.
    expect(await within(hotNews()).findAllByRole('link')).toHaveLength(3);
    expect(detailRequests()).toHaveLength(0);
  });

  it.each([
    ['404', () => fail(404, 'There is no news article 987654.')],
    ['400', () => fail(400, 'id must be an integer')],
  ])("an id the API answers with %s: the site's not-found page with its ways on, and no toast", async (_, reply) => {
    act(() => useToastStore.setState({ toasts: [] }));
    serveNews({ detail: reply });
    const user = userEvent.setup();
    renderPage(<NewsContentPage />, { url: '/newsContent?id=987654', withToaster: true, otherPages: { '/index': 'Home page' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByText(COULD_NOT_LOAD)).not.toBeInTheDocument();
    expect(screen.queryByText('cannot connect to the service')).not.toBeInTheDocument();
    expect(document.title).toBe('Page not found | Ferrolink Industrial Networks');
    expect(detailRequests().map((request) => request.params)).toEqual([{ id: 987654 }]);
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/productCenter?type=1');
    await user.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });
});

describe('NewsContentPage: when the article cannot be read', () => {
  // The toasts are one store for the whole page: each test starts with none left over from the one before.
  beforeEach(() => act(() => useToastStore.setState({ toasts: [] })));

  it.each<[string, () => FakeReply]>([
    ['a dropped connection', () => NETWORK_ERROR],
    ['a server error', () => fail(500, 'Something went wrong')],
  ])('on %s it says the article could not be loaded, not that it does not exist', async (_, reply) => {
    serveNews({ detail: reply });
    renderPage(<NewsContentPage />, { ...NEWS_PAGE, url: '/newsContent?id=5' });
    expect(await screen.findByText(COULD_NOT_LOAD)).toBeInTheDocument();
    expect(screen.queryByText(NOT_FOUND)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading article' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('Article')).toHaveAttribute('aria-current', 'page');
    expect(await within(hotNews()).findAllByRole('link')).toHaveLength(3);
  });

  it('tells a visitor whose connection dropped that the service cannot be reached, and Try again reads the article', async () => {
    let connected = false;
    serveNews({ detail: () => (connected ? ok(articleWithBody(5)) : NETWORK_ERROR) });
    const user = userEvent.setup();
    renderPage(<NewsContentPage />, { ...NEWS_PAGE, url: '/newsContent?id=5', withToaster: true });
    expect(await screen.findByText('cannot connect to the service')).toBeInTheDocument();
    expect(await screen.findByText(COULD_NOT_LOAD)).toBeInTheDocument();

    connected = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(COULD_NOT_LOAD)).not.toBeInTheDocument();
    expect(detailRequests()).toHaveLength(2);
  });

  it('shows the connection toast and Try again for a server error: the service failed, it did not answer "no such article"', async () => {
    serveNews({ detail: () => fail(500, 'Something went wrong') });
    renderPage(<NewsContentPage />, { ...NEWS_PAGE, url: '/newsContent?id=5', withToaster: true });
    expect(await screen.findByText(COULD_NOT_LOAD)).toBeInTheDocument();
    expect(await screen.findByText('cannot connect to the service')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
