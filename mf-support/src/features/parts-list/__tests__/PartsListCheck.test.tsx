import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpClient, partsListCsv, type PartsListReply, type PartsListResult } from '@ferrolink/shared';
import { fail, fakeApi, fill, ok, renderPage, sentHeader, setUserAgent, type SentRequest } from '@ferrolink/testing';
import PartsListCheckPage from '../../../pages/PartsListCheckPage';

const PAGE = { url: '/partsListCheck' };

const discontinued: PartsListResult = {
  Line: 1,
  Input: 'FL-US1005',
  Firmware: '',
  FirmwareRecognised: false,
  Match: 'model',
  Product: { Id: 601, Name: 'FL-US1005', ShortName: '5-Port Fast Ethernet Unmanaged Switch' },
  PartNumber: '',
  PartDescription: '',
  Nearest: [],
  Lifecycle: { State: 'discontinued', Date: '2025-06-30', Successor: { Id: 602, Name: 'FL-US1008G', ShortName: '8-Port Gigabit Unmanaged Switch' } },
  AdvisoryScope: 'product',
  Advisories: [],
  HighestSeverity: null,
};
const affected: PartsListResult = {
  ...discontinued,
  Line: 2,
  Input: 'fl ms5008g t',
  Firmware: '3.1.0',
  FirmwareRecognised: true,
  Match: 'similar-spelling',
  Product: { Id: 501, Name: 'FL-MS5008G', ShortName: '8-Port Gigabit Managed DIN-Rail Switch' },
  PartNumber: 'FL-MS5008G-T',
  PartDescription: 'conformal-coated PCB',
  Lifecycle: { State: 'phase-out', Date: '2027-03-31', Successor: { Id: 502, Name: 'FL-MS5010G-2S', ShortName: '8+2G' } },
  AdvisoryScope: 'firmware',
  Advisories: [
    {
      Id: 'FL-SA-2026-003',
      Title: 'Cross-site scripting in the web console',
      Severity: 'High',
      CvssScore: 8.8,
      AffectedFrom: '3.0.0',
      FixedIn: '3.2.1',
    },
  ],
  HighestSeverity: 'High',
};
const unknown: PartsListResult = {
  ...discontinued,
  Line: 4,
  Input: 'FL-MS5080G',
  Match: 'not-found',
  Product: null,
  Lifecycle: null,
  Nearest: [{ Id: 501, Name: 'FL-MS5008G', ShortName: '' }],
};
const REPLY: PartsListReply = { Results: [discontinued, affected, unknown], Found: 2, NotFound: 1 };

let sent: SentRequest[] = [];
/** The bodies as the page handed them to the HTTP client, before it turns them into bytes on the wire. */
let bodies: unknown[] = [];
httpClient.interceptors.request.use((config) => {
  bodies.push(config.data);
  return config;
});

function serve(reply: ReturnType<typeof ok> | ReturnType<typeof fail> = ok(REPLY)) {
  bodies = [];
  sent = fakeApi(({ path }) => (path === 'Product/CheckPartsList' ? reply : fail(404, `unexpected call ${path}`)));
}

const textOf = (body: unknown) => new TextDecoder().decode(body as Uint8Array);

/** A Blob's text with its byte order mark kept (jsdom's Blob has no text(), and readAsText drops the mark). */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });
}

describe('the parts-list check on a desktop', () => {
  beforeEach(() => setUserAgent('desktop'));

  it('sends the pasted list as text and shows a row per line: lifecycle, successor, advisories, nearest names', async () => {
    serve();
    const user = userEvent.setup();
    renderPage(<PartsListCheckPage />, PAGE);
    expect(screen.getByRole('heading', { level: 1, name: 'Parts-List Check' })).toBeInTheDocument();
    await fill(user, screen.getByRole('textbox', { name: 'Part numbers or model names, one a line' }), 'FL-US1005\nfl ms5008g t;3.1.0\n\nFL-MS5080G');
    await user.click(screen.getByRole('button', { name: 'Check parts list' }));

    const table = await screen.findByRole('table', { name: 'Results by line' });
    expect(sent.map((request) => [request.method, request.path])).toEqual([['POST', 'Product/CheckPartsList']]);
    expect(sentHeader(sent[0], 'content-type')).toBe('text/plain; charset=utf-8');
    expect(textOf(bodies[0])).toBe('FL-US1005\nfl ms5008g t;3.1.0\n\nFL-MS5080G');

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const [first, second, third] = rows.map((row) => within(row as HTMLElement));
    expect(first?.getByText('Discontinued 2025-06-30')).toBeInTheDocument();
    expect(first?.getByRole('link', { name: 'Replaced by FL-US1008G' })).toHaveAttribute('href', '/producDtetails?id=602');
    expect(first?.getByText('None known for this product')).toBeInTheDocument();
    expect(second?.getByRole('link', { name: 'FL-MS5008G' })).toHaveAttribute('href', '/producDtetails?id=501');
    expect(second?.getByText('Part number FL-MS5008G-T: conformal-coated PCB')).toBeInTheDocument();
    expect(second?.getByText('Phase-out: last order 2027-03-31')).toBeInTheDocument();
    expect(second?.getByText('High')).toBeInTheDocument();
    expect(second?.getByText('1 for firmware 3.1.0')).toBeInTheDocument();
    expect(second?.getByText('FL-SA-2026-003 (High 8.8; 3.0.0 to before 3.2.1; fixed in 3.2.1)')).toBeInTheDocument();
    expect(second?.getByRole('link', { name: 'Cross-site scripting in the web console' })).toHaveAttribute(
      'href',
      '/securityAdvisory?id=FL-SA-2026-003',
    );
    expect(third?.getByText('Not found')).toBeInTheDocument();
    expect(third?.getByRole('link', { name: 'FL-MS5008G' })).toHaveAttribute('href', '/producDtetails?id=501');
    expect(
      screen.getByText('3 lines checked: 2 found, 1 not found, 2 discontinued or in phase-out, 1 with security advisories.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Results for the list in the text box' })).toHaveFocus();
  });

  it('downloads the answer as the CSV the contract writes', async () => {
    serve();
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:parts-list';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderPage(<PartsListCheckPage />, PAGE);
    await fill(user, screen.getByRole('textbox', { name: 'Part numbers or model names, one a line' }), 'FL-US1005');
    await user.click(screen.getByRole('button', { name: 'Check parts list' }));
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(clicked).toHaveLength(1);
    expect(clicked[0]).toMatch(/^parts-list-check-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await blobText(blobs[0] as Blob)).toBe(partsListCsv(REPLY.Results));
    click.mockRestore();
  });

  it("shows the API's message for a list it refuses, and refuses an empty box without asking", async () => {
    const tooMany = 'The parts list has more than 500 lines. Split it into lists of at most 500 lines and check each.';
    serve(fail(413, tooMany));
    const user = userEvent.setup();
    renderPage(<PartsListCheckPage />, PAGE);
    await user.click(screen.getByRole('button', { name: 'Check parts list' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The parts list is empty');
    expect(sent).toHaveLength(0);
    await fill(user, screen.getByRole('textbox', { name: 'Part numbers or model names, one a line' }), 'FL-US1005');
    await user.click(screen.getByRole('button', { name: 'Check parts list' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(tooMany));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('sends a chosen file as its own bytes, as text/csv, and refuses a file over the size limit without sending it', async () => {
    serve();
    const user = userEvent.setup();
    renderPage(<PartsListCheckPage />, PAGE);
    const input = screen.getByLabelText('Or upload a CSV or text file');
    const csv = 'Part number;Firmware\r\nFL-US1005;\r\n';
    await user.upload(input, new File([csv], 'plant-a.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Results for plant-a.csv' })).toBeInTheDocument();
    expect(sentHeader(sent[0], 'content-type')).toBe('text/csv');
    expect(textOf(bodies[0])).toBe(csv);

    await user.upload(input, new File(['x'.repeat(128 * 1024 + 1)], 'huge.csv', { type: 'text/csv' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The parts list is larger than 128 KB.'));
    expect(sent).toHaveLength(1);
  });
});

describe('the parts-list check on a phone', () => {
  beforeEach(() => setUserAgent('mobile'));

  it('shows one card per line instead of a table', async () => {
    serve();
    const user = userEvent.setup();
    renderPage(<PartsListCheckPage />, PAGE);
    await fill(user, screen.getByRole('textbox', { name: 'Part numbers or model names, one a line' }), 'FL-US1005');
    await user.click(screen.getByRole('button', { name: 'Check parts list' }));
    const list = await screen.findByRole('list', { name: 'Results by line' });
    const cards = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(cards).toHaveLength(3);
    expect(within(cards[1] as HTMLElement).getByText('Phase-out: last order 2027-03-31')).toBeInTheDocument();
    expect(within(cards[2] as HTMLElement).getByText('Not found')).toBeInTheDocument();
  });
});
