import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, TRUNCATE, useAuthStore, useToastStore } from '@ferrolink/shared';
import SupportPage from '../SupportPage';
import { fail, fakeApi, ok, renderPage, type SentRequest, setUserAgent } from '@ferrolink/testing';
import { documentTypes, longTitle, pageOf, SUPPORT_PAGE } from '../../features/materials/__tests__/material-fixtures';

let sent: SentRequest[] = [];

const TOTAL = 23;

function serveDocuments(options: { download?: 'ok' | 'fail' | 'expired' } = {}) {
  sent = fakeApi(({ path, params }) => {
    if (path === 'Advertisement/GetPage') return ok({ data: [{ Id: 13, Title: 'Support', ImageUrl: '/media/site/banner-13.svg' }] });
    if (path === 'Dictionary/GetCategoryByType') return ok({ Category: documentTypes, SubCategory: [] });
    // Videos (fileType 1) for a test that opens the Video Center; documents otherwise.
    if (path === 'Material/GetPageList') return ok(pageOf(TOTAL, params.fileType === 1 ? 1 : 2, params));
    if (path === 'RegUser/DownloadFile') {
      if (options.download === 'expired') return fail(401, 'Your session has ended. Please sign in again.');
      return options.download === 'fail'
        ? fail(500, 'Something went wrong')
        : ok({ FileUrl: `/api/Files/Download?fid=${params.fid}&expires=1&signature=abc` });
    }
    return fail(404, `unexpected call ${path}`);
  });
}

const rows = () => within(screen.getByRole('list', { name: 'Documents' })).getAllByRole('listitem');
const lastListRequest = () => [...sent].reverse().find((request) => request.path === 'Material/GetPageList');

beforeEach(() => {
  // Both stores are page-wide singletons: every test starts signed out with no toast left over from the one before.
  act(() => {
    useAuthStore.getState().clear();
    useToastStore.setState({ toasts: [] });
  });
});

describe('Documentation Download on a desktop', () => {
  beforeEach(() => setUserAgent('desktop'));

  it('lists ten documents with the title cut at 65 characters, their type, product and size', async () => {
    serveDocuments();
    renderPage(<SupportPage />, SUPPORT_PAGE);
    await waitFor(() => expect(rows()).toHaveLength(10));
    const expected = `${longTitle(1).slice(0, TRUNCATE.documentTitle).trimEnd()}...`;
    expect(screen.getByRole('heading', { name: expected })).toBeInTheDocument();
    expect(expected.length).toBe(68);
    const first = within(rows()[0] as HTMLElement);
    expect(first.getByText('Datasheet')).toBeInTheDocument();
    expect(first.getByText('FL-MS5008G')).toBeInTheDocument();
    expect(first.getByText('3.7 KB')).toBeInTheDocument();
    expect(lastListRequest()?.params).toMatchObject({ fileType: 2, page: 1, PageSize: 10, dictionaryId: '' });
  });

  it('pages with Previous, numbers and Next, disabled at the ends', async () => {
    serveDocuments();
    const user = userEvent.setup();
    renderPage(<SupportPage />, SUPPORT_PAGE);
    const pages = await screen.findByRole('navigation', { name: 'Document pages' });
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(within(pages).queryByRole('button', { name: 'Page 4' })).not.toBeInTheDocument();

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: /^Document 11 / })).toBeInTheDocument());
    expect(lastListRequest()?.params.page).toBe(2);

    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('filters by the checked types, starts again at page 1, and RESET clears the filter', async () => {
    serveDocuments();
    const user = userEvent.setup();
    renderPage(<SupportPage />, SUPPORT_PAGE);
    const pages = await screen.findByRole('navigation', { name: 'Document pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastListRequest()?.params.page).toBe(2));

    const filters = screen.getByRole('complementary', { name: 'Filters' });
    await user.click(within(filters).getByRole('checkbox', { name: 'Datasheet' }));
    await user.click(within(filters).getByRole('checkbox', { name: 'Firmware Release Notes' }));
    await waitFor(() => expect(lastListRequest()?.params).toMatchObject({ page: 1, dictionaryId: '70,73' }));

    await user.click(within(filters).getByRole('checkbox', { name: 'Datasheet' }));
    await waitFor(() => expect(lastListRequest()?.params.dictionaryId).toBe('73'));

    await user.click(within(filters).getByRole('button', { name: 'RESET' }));
    await waitFor(() => expect(lastListRequest()?.params.dictionaryId).toBe(''));
    expect(within(filters).getByRole('checkbox', { name: 'Firmware Release Notes' })).not.toBeChecked();
    expect(within(filters).getByRole('button', { name: 'RESET' })).toBeDisabled();
    // Back to the unfiltered list, and to its first page, not the page 2 chosen before filtering.
    await waitFor(() => expect(screen.getByRole('heading', { name: /^Document 1 / })).toBeInTheDocument());
    expect(within(screen.getByRole('navigation', { name: 'Document pages' })).getByRole('button', { name: 'Previous' })).toBeDisabled();
  });
});

describe('Documentation Download on a phone', () => {
  beforeEach(() => setUserAgent('mobile'));

  it('appends the next page with Load More and hides it on the last page', async () => {
    serveDocuments();
    const user = userEvent.setup();
    renderPage(<SupportPage />, SUPPORT_PAGE);
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(screen.queryByRole('navigation', { name: 'Document pages' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(screen.getByRole('heading', { name: /^Document 1 / })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(rows()).toHaveLength(TOTAL));
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('starts again at the first ten when a filter is changed back (RESET after Load More)', async () => {
    serveDocuments();
    const user = userEvent.setup();
    renderPage(<SupportPage />, SUPPORT_PAGE);
    await waitFor(() => expect(rows()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(rows()).toHaveLength(20));

    const filters = screen.getByRole('complementary', { name: 'Filters' });
    await user.click(within(filters).getByRole('checkbox', { name: 'Datasheet' }));
    await waitFor(() => expect(lastListRequest()?.params).toMatchObject({ page: 1, dictionaryId: '70' }));
    await user.click(within(filters).getByRole('button', { name: 'RESET' }));
    await waitFor(() => expect(lastListRequest()?.params).toMatchObject({ page: 1, dictionaryId: '' }));
    await waitFor(() => expect(rows()).toHaveLength(10));
  });

  it('shows no Load More for an empty list', async () => {
    sent = fakeApi(({ path }) => {
      if (path === 'Dictionary/GetCategoryByType') return ok({ Category: documentTypes, SubCategory: [] });
      if (path === 'Material/GetPageList') return ok({ data: [], page: 1, pageSize: 10, pageCount: 0, dataCount: 0 });
      return ok({ data: [] });
    });
    renderPage(<SupportPage />, SUPPORT_PAGE);
    expect(await screen.findByText('No documents match these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });
});

describe('Download', () => {
  beforeEach(() => setUserAgent('desktop'));
  afterEach(() => jest.restoreAllMocks());

  it('sends a visitor who is not signed in to /login without asking the server', async () => {
    serveDocuments();
    const open = jest.spyOn(window, 'open');
    const user = userEvent.setup();
    renderPage(<SupportPage />, SUPPORT_PAGE);
    await waitFor(() => expect(rows()).toHaveLength(10));
    await user.click(within(rows()[0] as HTMLElement).getByRole('button', { name: 'Download' }));
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Current address' })).toHaveTextContent(/^\/login$/);
    expect(open).not.toHaveBeenCalled();
    expect(sent.some((request) => request.path === 'RegUser/DownloadFile')).toBe(false);
  });

  it('marks each download as sign-in only for a signed-out visitor, in words and in the button description, and not once signed in', async () => {
    serveDocuments();
    renderPage(<SupportPage />, SUPPORT_PAGE);
    await waitFor(() => expect(rows()).toHaveLength(10));
    for (const row of rows()) {
      const inRow = within(row);
      expect(inRow.getByText('Sign in to download')).toBeVisible();
      expect(inRow.getByRole('button', { name: 'Download' })).toHaveAccessibleDescription(/Sign in to download$/);
    }

    act(() => useAuthStore.getState().signIn('engineer@example.com'));
    expect(screen.queryByText('Sign in to download')).not.toBeInTheDocument();
    expect(within(rows()[0] as HTMLElement).getByRole('button', { name: 'Download' })).toHaveAccessibleDescription(longTitle(1).trim());
  });

  it('opens a window at once for a signed-in visitor and sends it to the signed link', async () => {
    serveDocuments();
    act(() => useAuthStore.getState().signIn('engineer@example.com'));
    const popup = { opener: {}, closed: false, close: jest.fn(), location: { href: '' } };
    const open = jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    const user = userEvent.setup();
    renderPage(<SupportPage />, SUPPORT_PAGE);
    await waitFor(() => expect(rows()).toHaveLength(10));
    await user.click(within(rows()[1] as HTMLElement).getByRole('button', { name: 'Download' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(popup.location.href).toBe('http://localhost/api/Files/Download?fid=2&expires=1&signature=abc'));
    expect(popup.opener).toBeNull();
    expect(sent.find((request) => request.path === 'RegUser/DownloadFile')?.params).toMatchObject({ Area: 2, fid: 2, filename: longTitle(2) });
  });

  it('closes the window and shows the toast when the download fails', async () => {
    serveDocuments({ download: 'fail' });
    act(() => useAuthStore.getState().signIn('engineer@example.com'));
    const popup = { opener: {}, closed: false, close: jest.fn(), location: { href: '' } };
    jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    const user = userEvent.setup();
    renderPage(<SupportPage />, SUPPORT_PAGE);
    await waitFor(() => expect(rows()).toHaveLength(10));
    await user.click(within(rows()[0] as HTMLElement).getByRole('button', { name: 'Download' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.cannotConnect);
    expect(popup.close).toHaveBeenCalled();
    expect(popup.location.href).toBe('');
  });

  it('sends a visitor whose session has ended to /login with the warning, and closes the window', async () => {
    serveDocuments({ download: 'expired' });
    act(() => useAuthStore.getState().signIn('engineer@example.com'));
    const popup = { opener: {}, closed: false, close: jest.fn(), location: { href: '' } };
    jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    const user = userEvent.setup();
    renderPage(<SupportPage />, SUPPORT_PAGE);
    await waitFor(() => expect(rows()).toHaveLength(10));
    await user.click(within(rows()[0] as HTMLElement).getByRole('button', { name: 'Download' }));
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.tokenExpired);
    expect(popup.close).toHaveBeenCalled();
    expect(useAuthStore.getState().userName).toBe('Sign In');
  });
});

describe('The documents filter and page in the address', () => {
  beforeEach(() => setUserAgent('desktop'));

  const filters = () => screen.getByRole('complementary', { name: 'Filters' });
  const box = (name: string) => within(filters()).getByRole('checkbox', { name });

  it('opens on the types and the page the address names', async () => {
    serveDocuments();
    renderPage(<SupportPage />, { ...SUPPORT_PAGE, url: '/support?type=1&docType=73&docType=70&page=2' });
    await waitFor(() => expect(box('Datasheet')).toBeChecked());
    expect(box('Firmware Release Notes')).toBeChecked();
    expect(box('User Manual')).not.toBeChecked();
    await waitFor(() => expect(screen.getByRole('heading', { name: /^Document 11 / })).toBeInTheDocument());
    expect(lastListRequest()?.params).toMatchObject({ page: 2, dictionaryId: '70,73' });
    const pages = screen.getByRole('navigation', { name: 'Document pages' });
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('writes each choice into the address, and Back returns to the one before', async () => {
    serveDocuments();
    const user = userEvent.setup();
    const page = renderPage(<SupportPage />, SUPPORT_PAGE);
    await waitFor(() => expect(rows()).toHaveLength(10));

    await user.click(box('Datasheet'));
    await waitFor(() => expect(page.search().getAll('docType')).toEqual(['70']));
    await user.click(box('Firmware Release Notes'));
    await waitFor(() => expect(page.search().getAll('docType')).toEqual(['70', '73']));
    await user.click(within(screen.getByRole('navigation', { name: 'Document pages' })).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(page.search().get('page')).toBe('2'));
    expect(lastListRequest()?.params).toMatchObject({ page: 2, dictionaryId: '70,73' });

    // A new filter starts again at page 1, and the address says so.
    await user.click(box('Firmware Release Notes'));
    await waitFor(() => expect(page.search().getAll('docType')).toEqual(['70']));
    expect(page.search().has('page')).toBe(false);

    act(() => page.back());
    await waitFor(() => expect(box('Firmware Release Notes')).toBeChecked());
    expect(page.search().get('page')).toBe('2');
    await waitFor(() => expect(lastListRequest()?.params).toMatchObject({ page: 2, dictionaryId: '70,73' }));

    act(() => page.back());
    act(() => page.back());
    await waitFor(() => expect(box('Datasheet')).toBeChecked());
    expect(box('Firmware Release Notes')).not.toBeChecked();
    expect(page.search().has('page')).toBe(false);
    act(() => page.back());
    await waitFor(() => expect(box('Datasheet')).not.toBeChecked());
    await waitFor(() => expect(lastListRequest()?.params).toMatchObject({ page: 1, dictionaryId: '' }));
  });

  // Each address also names one good type (73): the bad values are left out, the good one is kept.
  it.each([
    ['hostile text', '/support?docType=%3Cscript%3Ealert(1)%3C%2Fscript%3E&docType=73&page=%3Cimg%20src%3Dx%3E'],
    ['a type that does not exist and a negative page', '/support?docType=99&docType=73&page=-2'],
    ['numbers that are not ids', '/support?docType=-70&docType=0&docType=7e1&docType=70.0&docType=73&docType=73&page=1.5'],
  ])('leaves out %s, and shows page 1 of the good type', async (_case, url) => {
    serveDocuments();
    renderPage(<SupportPage />, { ...SUPPORT_PAGE, url });
    await waitFor(() => expect(box('Firmware Release Notes')).toBeChecked());
    expect(box('Datasheet')).not.toBeChecked();
    expect(box('User Manual')).not.toBeChecked();
    await waitFor(() => expect(lastListRequest()?.params).toMatchObject({ page: 1, dictionaryId: '73' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: /^Document 1 / })).toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('goes to the last page when the address names one past the end', async () => {
    serveDocuments();
    const page = renderPage(<SupportPage />, { ...SUPPORT_PAGE, url: '/support?page=9' });
    await waitFor(() => expect(page.search().get('page')).toBe('3'));
    await waitFor(() => expect(rows()).toHaveLength(3));
  });

  it('leaves the filter and page out of the Video Center address', async () => {
    serveDocuments();
    const user = userEvent.setup();
    const page = renderPage(<SupportPage />, { ...SUPPORT_PAGE, url: '/support?docType=70&page=2' });
    await waitFor(() => expect(box('Datasheet')).toBeChecked());
    await user.click(screen.getByRole('tab', { name: 'Video Center' }));
    await waitFor(() => expect(page.search().get('type')).toBe('2'));
    expect(page.search().has('docType')).toBe(false);
    expect(page.search().has('page')).toBe(false);
  });
});
