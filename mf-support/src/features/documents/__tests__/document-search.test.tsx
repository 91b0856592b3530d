import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore, useToastStore, type Material } from '@ferrolink/shared';
import { fail, fakeApi, ok, renderPage, type SentRequest, setUserAgent } from '@ferrolink/testing';
import SupportPage from '../../../pages/SupportPage';
import { documentTypes, makeMaterial, SUPPORT_PAGE } from '../../materials/__tests__/material-fixtures';

// The Documentation Download's keyword search and each document's version and date, against a fake API that finds
// documents by the words of their titles (the API's own matching and ranking are tested in api/test/routes/material.test.ts).

const DATASHEET: Material = {
  ...makeMaterial(1, 2),
  Title: 'FL-MS5008G 8-Port Gigabit Managed DIN-Rail Switch Datasheet',
  Version: 'V1.4',
  PublishTime: '2026-03-12T08:00:00.000Z',
};
const GUIDE: Material = {
  ...makeMaterial(2, 2),
  Title: 'Industrial Ethernet Switch Selection Guide 2026',
  ProductName: '',
  Version: 'V1.1',
  PublishTime: '2026-05-20T08:00:00.000Z',
};
const CERTIFICATE: Material = {
  ...makeMaterial(3, 2),
  Title: 'FL-TS9016-M12BP EN 50155 and EN 45545-2 Certificate',
  DictionaryId: 74,
  DictionaryName: 'Certificate',
  ProductName: 'FL-TS9016-M12BP',
  Version: 'Rev. B',
  PublishTime: '2025-04-03T08:00:00.000Z',
};
/** 23 documents: the three above and 20 more, so the unfiltered list has three pages. */
const ALL = [GUIDE, DATASHEET, CERTIFICATE, ...Array.from({ length: 20 }, (_, index) => makeMaterial(index + 4, 2))];

const VIDEOS = [makeMaterial(101, 1), makeMaterial(102, 1)];

let sent: SentRequest[] = [];

/** Finds a document when its title holds every word of the key; the model's own document first, as the API ranks. */
function found(key: string): Material[] {
  const words = key.toLowerCase().split(/\s+/).filter(Boolean);
  const matching = ALL.filter((item) => words.every((word) => item.Title.toLowerCase().includes(word)));
  if (key.toUpperCase() === 'FL-MS5008G') return [DATASHEET, GUIDE];
  return matching;
}

function serve() {
  sent = fakeApi(({ path, params }) => {
    if (path === 'Advertisement/GetPage') return ok({ data: [{ Id: 13, Title: 'Support', ImageUrl: '/media/site/banner-13.svg' }] });
    if (path === 'Dictionary/GetCategoryByType') return ok({ Category: documentTypes, SubCategory: [] });
    if (path === 'Material/GetPageList') {
      const page = Number(params.page ?? 1);
      const pageSize = Number(params.PageSize ?? 10);
      const key = typeof params.key === 'string' ? params.key : '';
      // The Video Center asks for videos (fileType 1): two of them, whatever the key.
      const all = Number(params.fileType) === 1 ? VIDEOS : key === '' ? ALL : found(key);
      return ok({
        data: all.slice((page - 1) * pageSize, page * pageSize),
        page,
        pageSize,
        pageCount: Math.ceil(all.length / pageSize),
        dataCount: all.length,
      });
    }
    return fail(404, `unexpected call ${path}`);
  });
}

const rows = () => within(screen.getByRole('list', { name: 'Documents' })).getAllByRole('listitem');
const titles = () => rows().map((row) => within(row).getByRole('heading').textContent);
const lastListRequest = () => [...sent].reverse().find((request) => request.path === 'Material/GetPageList');
const searchBox = () =>
  within(screen.getByRole('search', { name: 'Search documents' })).getByRole('searchbox', { name: 'Search by model, product or title' });
const status = () => within(screen.getByRole('region', { name: 'Documentation Download' })).getByRole('status');

beforeEach(() => {
  act(() => {
    useAuthStore.getState().clear();
    useToastStore.setState({ toasts: [] });
  });
});

describe('Documentation Download: search by keyword or model', () => {
  beforeEach(() => setUserAgent('desktop'));

  it('finds the documents of a model typed in the box, with the checked types, and keeps the keyword in the address', async () => {
    serve();
    const user = userEvent.setup();
    const page = renderPage(<SupportPage />, SUPPORT_PAGE);
    await waitFor(() => expect(rows()).toHaveLength(10));
    await user.click(within(screen.getByRole('navigation', { name: 'Document pages' })).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(page.search().get('page')).toBe('2'));
    await user.click(screen.getByRole('checkbox', { name: 'Datasheet' }));
    await waitFor(() => expect(page.search().getAll('docType')).toEqual(['70']));

    await user.type(searchBox(), '  FL-MS5008G {Enter}');
    await waitFor(() => expect(titles()).toEqual([DATASHEET.Title, GUIDE.Title]));
    expect(lastListRequest()?.params).toMatchObject({ key: 'FL-MS5008G', dictionaryId: '70', page: 1 });
    expect(page.search().get('keyword')).toBe('FL-MS5008G');
    expect(page.search().getAll('docType')).toEqual(['70']);
    expect(page.search().has('page')).toBe(false);
    expect(status()).toHaveTextContent('2 documents match “FL-MS5008G”');

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(page.search().has('keyword')).toBe(false);
    expect(page.search().getAll('docType')).toEqual(['70']);
    expect(searchBox()).toHaveValue('');
    expect(lastListRequest()?.params).not.toHaveProperty('key');
  });

  it('opens on the keyword, types and page an address names, with the keyword in the box', async () => {
    serve();
    renderPage(<SupportPage />, { ...SUPPORT_PAGE, url: '/support?type=1&keyword=switch&docType=70&page=2' });
    await waitFor(() => expect(lastListRequest()?.params).toMatchObject({ key: 'switch', dictionaryId: '70', page: 2 }));
    expect(searchBox()).toHaveValue('switch');
    expect(await screen.findByRole('checkbox', { name: 'Datasheet' })).toBeChecked();
  });

  it('moves Back and Forward between searches, the box following the address', async () => {
    serve();
    const user = userEvent.setup();
    const page = renderPage(<SupportPage />, SUPPORT_PAGE);
    await waitFor(() => expect(rows()).toHaveLength(10));
    await user.type(searchBox(), 'FL-MS5008G{Enter}');
    await waitFor(() => expect(titles()).toEqual([DATASHEET.Title, GUIDE.Title]));
    await user.clear(searchBox());
    await user.type(searchBox(), 'certificate{Enter}');
    await waitFor(() => expect(titles()).toEqual([CERTIFICATE.Title]));

    act(() => page.back());
    await waitFor(() => expect(searchBox()).toHaveValue('FL-MS5008G'));
    await waitFor(() => expect(titles()).toEqual([DATASHEET.Title, GUIDE.Title]));
    act(() => page.back());
    await waitFor(() => expect(searchBox()).toHaveValue(''));
    await waitFor(() => expect(rows()).toHaveLength(10));
  });

  it('says when nothing matches, names the words and the checked types, and offers to clear the search', async () => {
    serve();
    const user = userEvent.setup();
    const page = renderPage(<SupportPage />, { ...SUPPORT_PAGE, url: '/support?keyword=FL-XX9999&docType=71' });
    expect(await screen.findByText(/No documents match/)).toHaveTextContent('No documents match “FL-XX9999” in the checked types.');
    expect(screen.queryByRole('list', { name: 'Documents' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(page.search().has('keyword')).toBe(false));
    expect(page.search().getAll('docType')).toEqual(['71']);
    expect(searchBox()).toHaveFocus();
  });

  it('searches markup, wildcards and SQL from an address as words, shown as text', async () => {
    serve();
    const hostile = `<img src=x onerror="alert(1)">%_' OR 1=1 --`;
    const { container } = renderPage(<SupportPage />, { ...SUPPORT_PAGE, url: `/support?keyword=${encodeURIComponent(hostile)}` });
    expect(await screen.findByText(/No documents match/)).toHaveTextContent(`No documents match “${hostile}”.`);
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(lastListRequest()?.params.key).toBe(hostile);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('cuts a keyword past 100 characters (whole characters) and says so, and sends no key for spaces only', async () => {
    serve();
    const long = `${'軌道'.repeat(49)}🚆🚆🚆`;
    const cut = renderPage(<SupportPage />, { ...SUPPORT_PAGE, url: `/support?keyword=${encodeURIComponent(long)}` });
    await waitFor(() => expect(lastListRequest()?.params.key).toBe(`${'軌道'.repeat(49)}🚆🚆`));
    expect(searchBox()).toHaveValue(`${'軌道'.repeat(49)}🚆🚆`);
    expect(searchBox()).toHaveAccessibleDescription('Only the first 100 characters of the search words are searched.');
    cut.unmount();

    serve();
    renderPage(<SupportPage />, { ...SUPPORT_PAGE, url: '/support?keyword=%20%20%20' });
    await waitFor(() => expect(lastListRequest()).toBeDefined());
    expect(lastListRequest()?.params).not.toHaveProperty('key');
  });

  it('leaves the keyword out of the Video Center address', async () => {
    serve();
    const user = userEvent.setup();
    const page = renderPage(<SupportPage />, { ...SUPPORT_PAGE, url: '/support?keyword=FL-MS5008G' });
    await waitFor(() => expect(titles()).toEqual([DATASHEET.Title, GUIDE.Title]));
    await user.click(screen.getByRole('tab', { name: 'Video Center' }));
    await waitFor(() => expect(page.search().get('type')).toBe('2'));
    expect(page.search().has('keyword')).toBe(false);
  });
});

describe('Documentation Download on a phone: search', () => {
  beforeEach(() => setUserAgent('mobile'));

  it('appends the next page of the matches with Load More', async () => {
    serve();
    const user = userEvent.setup();
    renderPage(<SupportPage />, { ...SUPPORT_PAGE, url: '/support?keyword=document' });
    await waitFor(() => expect(rows()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(lastListRequest()?.params).toMatchObject({ key: 'document', page: 2 });
  });
});

describe('Each document shows its version and the date of that version', () => {
  beforeEach(() => setUserAgent('desktop'));

  it('as "Version" and "Updated", the date written as the site writes dates', async () => {
    serve();
    renderPage(<SupportPage />, SUPPORT_PAGE);
    await waitFor(() => expect(rows()).toHaveLength(10));
    const datasheet = within(rows()[1] as HTMLElement);
    expect(datasheet.getByText('Version').nextElementSibling).toHaveTextContent('V1.4');
    const updated = datasheet.getByText('Updated').nextElementSibling;
    expect(updated).toHaveTextContent('March 12, 2026');
    expect(updated?.querySelector('time')).toHaveAttribute('datetime', '2026-03-12');
    const guide = within(rows()[0] as HTMLElement);
    expect(guide.getByText('Version').nextElementSibling).toHaveTextContent('V1.1');
    expect(guide.getByText('Updated').nextElementSibling).toHaveTextContent('May 20, 2026');
  });
});
