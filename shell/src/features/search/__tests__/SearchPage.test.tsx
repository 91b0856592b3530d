import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type SearchResponse, type SearchResult, useAuthStore, useToastStore } from '@ferrolink/shared';
import { fail, fakeApi, ok, renderPage, type SentRequest, setUserAgent } from '@ferrolink/testing';
import { SearchPage } from '../SearchPage';
import type { SearchReplyExtras } from '../search-types';

// The one API fake: each request is recorded and answered with an envelope built from its own parameters.
let sent: SentRequest[] = [];
let failWith: number | undefined;
const COUNTS = { products: 23, solutions: 2, supports: 1, news: 0, advisories: 0 };

function page(params: Record<string, unknown>): SearchResponse {
  const type = String(params.type);
  const pageNumber = Number(params.page);
  const pageSize = Number(params.pageSize);
  const dataCount = COUNTS[type as keyof typeof COUNTS];
  const pageCount = Math.ceil(dataCount / pageSize);
  const start = (pageNumber - 1) * pageSize;
  const dataTypes: Record<string, SearchResult['DataType']> = { products: 'product', solutions: 'solution', supports: 'support', news: 'news' };
  const dataType = dataTypes[type] ?? 'product';
  const data: SearchResult[] = Array.from({ length: Math.max(0, Math.min(pageSize, dataCount - start)) }, (_, index) => ({
    Id: dataType === 'solution' ? [24, 8][start + index]! : 1000 + start + index,
    Title: `${type} result ${start + index + 1}`,
    Summary: `<b>summary</b> of ${type} ${start + index + 1}`,
    DataType: dataType,
    ...(dataType === 'support' ? { AttachmentId: 77 } : {}),
  }));
  return { Data: { data, page: pageNumber, pageSize, pageCount, dataCount }, Counts: COUNTS };
}

/** The replies of the keys the ranking tests ask for, as WebSite/Search answers them on the seeded catalogue. */
function rankedReply(params: Record<string, unknown>): (SearchResponse & SearchReplyExtras) | undefined {
  const empty = { data: [], page: 1, pageSize: 10, pageCount: 0, dataCount: 0 };
  if (params.key === 'gatway')
    return { Data: empty, Counts: { products: 0, solutions: 0, supports: 0, news: 0, advisories: 0 }, Suggestion: 'gateway' };
  if (params.key !== 'FL-MS5008G manual') return undefined;
  // Products match too, but the best match is the model's document: the page opens on Support.
  const counts = { products: 2, solutions: 0, supports: 1, news: 0, advisories: 0 };
  const product: SearchResult = { Id: 501, Title: 'FL-MS5008G 8-Port Gigabit Managed DIN-Rail Switch', Summary: '', DataType: 'product' };
  const datasheet: SearchResult = {
    Id: 1,
    Title: 'FL-MS5008G 8-Port Gigabit Managed DIN-Rail Switch Datasheet',
    Summary: '',
    DataType: 'support',
    AttachmentId: 7,
    AttachmentUrl: '',
  };
  const data = params.type === 'supports' ? [datasheet] : [product, { ...product, Id: 506, Title: 'FL-MS5008G-PN 8-Port Gigabit PROFINET Switch' }];
  return { Data: { data, page: 1, pageSize: 10, pageCount: 1, dataCount: data.length }, Counts: counts, BestType: 'supports' };
}

beforeEach(() => {
  sent = fakeApi((request) => (failWith ? fail(failWith, 'nope') : ok(rankedReply(request.params) ?? page(request.params))));
  failWith = undefined;
  setUserAgent('desktop');
  useToastStore.setState({ toasts: [] });
  useAuthStore.setState({ userName: 'Sign In' });
});

const renderAt = (url: string) => renderPage(<SearchPage />, { url, path: '/searchList' });
const location = () => screen.getByTestId('location').textContent;
const searchRequests = () => sent.filter((request) => request.path === 'WebSite/Search').map((request) => ({ url: request.path, ...request.params }));

describe('SearchPage', () => {
  it('shows the count of the list, the counts, the results as text and the pages', async () => {
    renderAt('/searchList?search=switch');
    // The heading counts the 23 products listed, not the 26 results of every type together.
    expect(await screen.findByRole('heading', { level: 1, name: '23 results for "switch"' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Products 23' })).toBeChecked();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.getByRole('link', { name: 'products result 1' })).toHaveAttribute('href', '/producDtetails?id=1000');
    // HTML in a summary is shown as the characters it is, never as markup.
    expect(screen.getAllByText(/summary<\/b> of products 1$/)[0]).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Search result pages' });
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(searchRequests()).toEqual([{ url: 'WebSite/Search', key: 'switch', type: 'products', page: 1, pageSize: 10 }]);
  });

  it('goes to the next page and stops at the last one', async () => {
    const user = userEvent.setup();
    renderAt('/searchList?search=switch&type=products&page=2');
    await screen.findByText('products result 11');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('products result 21')).toBeInTheDocument();
    expect(location()).toBe('/searchList?search=switch&type=products&page=3');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('resets to page 1 with 10 per page and searches again when the content type changes', async () => {
    const user = userEvent.setup();
    renderAt('/searchList?search=switch&type=products&page=3');
    await screen.findByText('products result 21');
    sent.length = 0;
    await user.click(screen.getByRole('radio', { name: /Solutions/ }));
    expect(await screen.findByRole('link', { name: 'solutions result 1' })).toHaveAttribute('href', '/solutionDetails?type=1&tag=1&id=24');
    expect(location()).toBe('/searchList?search=switch&type=solutions');
    expect(searchRequests()).toEqual([{ url: 'WebSite/Search', key: 'switch', type: 'solutions', page: 1, pageSize: 10 }]);
    expect(screen.getByRole('radio', { name: 'Solutions 2' })).toBeChecked();
  });

  it('asks a visitor who is not signed in to sign in before a download', async () => {
    const user = userEvent.setup();
    renderAt('/searchList?search=manual&type=supports');
    await screen.findByText('supports result 1');
    expect(screen.queryByRole('link', { name: 'supports result 1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(location()).toBe('/login');
  });

  it('shows the connection toast and no results when the search answers a non-200 code', async () => {
    failWith = 500;
    renderAt('/searchList?search=switch');
    await waitFor(() => expect(useToastStore.getState().toasts.map((toast) => toast.text)).toEqual(['cannot connect to the service']));
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(searchRequests()).toHaveLength(1);
  });

  it('says a failed search is unavailable, and Try again searches once more', async () => {
    const user = userEvent.setup();
    failWith = 500;
    renderAt('/searchList?search=switch');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search is unavailable right now' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The results for "switch" could not be loaded. Please check your connection and try again.');
    expect(searchRequests()).toHaveLength(1);

    failWith = undefined;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: '23 results for "switch"' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(searchRequests()).toHaveLength(2);
  });

  it('sends nothing for an empty key and says what to type', async () => {
    renderAt('/searchList?search=%20%20');
    expect(screen.getByRole('heading', { level: 1, name: 'Search the site' })).toBeInTheDocument();
    expect(screen.getByText(/Type a product name/)).toBeInTheDocument();
    expect(searchRequests()).toHaveLength(0);
  });

  it('puts a new key from its own box in the URL', async () => {
    const user = userEvent.setup();
    renderAt('/searchList?search=switch&type=solutions');
    await screen.findByText('solutions result 1');
    const box = screen.getByRole('searchbox', { name: 'Search keywords' });
    expect(box).toHaveValue('switch');
    await user.clear(box);
    await user.type(box, 'FL-MS5008G{Enter}');
    expect(location()).toBe('/searchList?search=FL-MS5008G');
    await waitFor(() => expect(searchRequests().at(-1)).toMatchObject({ key: 'FL-MS5008G', type: 'products', page: 1 }));
  });
});

describe('SearchPage on a phone', () => {
  beforeEach(() => setUserAgent('mobile'));

  it('appends pages with Load More and starts again at 10 when the type changes', async () => {
    const user = userEvent.setup();
    renderAt('/searchList?search=switch');
    await screen.findByText('products result 10');
    expect(screen.queryByRole('navigation', { name: 'Search result pages' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await screen.findByText('products result 20');
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await screen.findByText('products result 23');
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Solutions/ }));
    await screen.findByText('solutions result 2');
    await user.click(screen.getByRole('radio', { name: /Products/ }));
    await screen.findByText('products result 1');
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(searchRequests().at(-1)).toMatchObject({ type: 'products', page: 1, pageSize: 10 });
  });

  it('keeps the results already shown when Load More fails, and Try again fetches the next page', async () => {
    const user = userEvent.setup();
    renderAt('/searchList?search=switch');
    await screen.findByText('products result 10');
    failWith = 500;
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.getByRole('heading', { level: 1, name: '23 results for "switch"' })).toBeInTheDocument();

    failWith = undefined;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('products result 20');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(searchRequests().at(-1)).toMatchObject({ type: 'products', page: 2, pageSize: 10 });
  });

  it('counts in the heading what the chosen type lists', async () => {
    renderAt('/searchList?search=switch&type=solutions');
    expect(await screen.findByRole('heading', { level: 1, name: '2 results for "switch"' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('opens on the tab of the best match, even when products match too, and shows each product by its name', async () => {
    renderAt('/searchList?search=FL-MS5008G%20manual');
    await waitFor(() => expect(location()).toBe('/searchList?search=FL-MS5008G+manual&type=supports'));
    expect(await screen.findByRole('heading', { level: 1, name: '1 result for "FL-MS5008G manual"' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Support 1' })).toBeChecked();
    // The key's words are marked inside the titles, so the titles are read as text.
    expect(screen.getByRole('article')).toHaveTextContent('FL-MS5008G 8-Port Gigabit Managed DIN-Rail Switch Datasheet');
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /Products/ }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    const [product] = screen.getAllByRole('article');
    expect(product).toHaveTextContent('FL-MS5008G 8-Port Gigabit Managed DIN-Rail Switch');
    expect(within(product!).getByRole('link')).toHaveAttribute('href', '/producDtetails?id=501');
  });

  it('offers "did you mean" for a key that finds nothing, and its link searches for it', async () => {
    const user = userEvent.setup();
    renderAt('/searchList?search=gatway');
    expect(await screen.findByText('Nothing matches "gatway". Check the spelling, try fewer words, or search by model number.')).toBeInTheDocument();
    const suggestion = screen.getByRole('link', { name: 'gateway' });
    expect(suggestion.closest('p')).toHaveTextContent('Did you mean gateway?');
    await user.click(suggestion);
    expect(location()).toBe('/searchList?search=gateway');
    await waitFor(() => expect(searchRequests().at(-1)).toMatchObject({ key: 'gateway', type: 'products', page: 1 }));
  });
});
