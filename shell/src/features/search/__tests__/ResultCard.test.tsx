import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type SearchResult, useAuthStore } from '@ferrolink/shared';
import { renderPage } from '@ferrolink/testing';
import { ResultCard } from '../ResultCard';

const video: SearchResult = {
  Id: 41,
  Title: 'Configuring FL-Ring in five minutes',
  Summary: 'A ring of four switches, set up from the web manager.',
  DataType: 'support',
  AttachmentId: 0,
  AttachmentUrl: '/media/support/videos/fl-ring.mp4',
};

const renderCard = (result: SearchResult) => renderPage(<ResultCard result={result} words={[]} />, { url: '/searchList?search=ring&type=supports' });

describe('a video among the support results (support results have a Download button)', () => {
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  afterEach(() => open.mockClear());
  afterAll(() => open.mockRestore());

  it('is not a link, offers Download and the Video Center', () => {
    useAuthStore.setState({ userName: 'jane' });
    renderCard(video);
    expect(screen.queryByRole('link', { name: video.Title })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Watch in Video Center' })).toHaveAttribute('href', '/support?type=2');
  });

  it('downloads the public file in a new window for a signed-in visitor', async () => {
    useAuthStore.setState({ userName: 'jane' });
    renderCard(video);
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(open).toHaveBeenCalledWith('/media/support/videos/fl-ring.mp4', '_blank', 'noopener');
  });

  it('sends a visitor who is not signed in to /login instead', async () => {
    useAuthStore.setState({ userName: 'Sign In' });
    renderCard(video);
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });
});
