import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteMount } from '../remotes/RemoteMount';
import { loadRemoteComponent } from '../remotes/remote-loader';

jest.mock('../remotes/remote-loader', () => ({ loadRemoteComponent: jest.fn() }));
const loadMock = jest.mocked(loadRemoteComponent);

function Exploding(): never {
  throw new Error('render failure inside the remote');
}

describe('<RemoteMount>', () => {
  beforeEach(() => {
    loadMock.mockReset();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('renders the remote component once it has loaded', async () => {
    loadMock.mockResolvedValue({ default: () => <p>Featured products</p> });
    render(<RemoteMount remote="mf_catalog" module="FeaturedProducts" />);
    expect(await screen.findByText('Featured products')).toBeInTheDocument();
  });

  it('shows the unavailable panel when loading fails, and Retry loads it afresh', async () => {
    loadMock.mockRejectedValueOnce(new Error('404')).mockResolvedValueOnce({ default: () => <p>Back again</p> });
    render(<RemoteMount remote="mf_news" module="NewsListPage" />);
    expect(await screen.findByRole('heading', { name: 'This section is temporarily unavailable' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
    expect(loadMock).toHaveBeenLastCalledWith('mf_news', 'NewsListPage', true);
  });

  it('contains a render error of the remote in the panel', async () => {
    loadMock.mockResolvedValue({ default: Exploding });
    render(
      <div>
        <header>Header stays</header>
        <RemoteMount remote="mf_support" module="SupportPage" />
      </div>,
    );
    expect(await screen.findByRole('heading', { name: 'This section is temporarily unavailable' })).toBeInTheDocument();
    expect(screen.getByText('Header stays')).toBeInTheDocument();
  });
});
