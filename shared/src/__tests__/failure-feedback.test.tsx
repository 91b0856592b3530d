import { render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../api/api-error';
import { useFailureToast } from '../api/use-failure-toast';
import { MESSAGES } from '../constants';
import { useToastStore } from '../ui/toast-store';
import { RetryState } from '../ui/RetryState';

const shownToasts = () => useToastStore.getState().toasts.map((toast) => toast.text);

beforeEach(() => useToastStore.setState({ toasts: [] }));

describe('useFailureToast', () => {
  it('shows the connection toast when a read fails, and nothing while it has not', () => {
    const { rerender } = renderHook(({ error }: { error: unknown }) => useFailureToast(error), { initialProps: { error: null as unknown } });
    expect(shownToasts()).toEqual([]);
    rerender({ error: new ApiError('network', MESSAGES.cannotConnect) });
    expect(shownToasts()).toEqual([MESSAGES.cannotConnect]);
  });

  it('says nothing of a 401: the session handler takes the visitor to sign in', () => {
    renderHook(() => useFailureToast(new ApiError('status', 'Please sign in', 401)));
    expect(shownToasts()).toEqual([]);
  });

  it('with quietWhenNotFound, leaves the server\'s "no such thing" to the page and toasts a failure (no answer, 5xx)', () => {
    renderHook(() => useFailureToast(new ApiError('status', 'Not found', 404), { quietWhenNotFound: true }));
    expect(shownToasts()).toEqual([]);
    renderHook(() => useFailureToast(new ApiError('timeout', MESSAGES.cannotConnect), { quietWhenNotFound: true }));
    expect(shownToasts()).toEqual([MESSAGES.cannotConnect]);
    useToastStore.setState({ toasts: [] });
    renderHook(() => useFailureToast(new ApiError('status', 'Internal error', 500), { quietWhenNotFound: true }));
    expect(shownToasts()).toEqual([MESSAGES.cannotConnect]);
  });
});

describe('<RetryState>', () => {
  it('says what went wrong as an alert and asks again on Try again', async () => {
    const onRetry = jest.fn();
    render(<RetryState message="The news could not be loaded." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The news could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows a heading and other ways out, and no Try again when asking again would not help', () => {
    render(
      <RetryState title="Solution not found" message="No such solution.">
        <a href="/solution">Browse all solutions</a>
      </RetryState>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Solution not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all solutions' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('draws Try again as the main button when it is the one thing to do', () => {
    render(<RetryState message="Could not load." onRetry={() => undefined} retryStyle="solid" />);
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveClass('fl-button');
    expect(screen.getByRole('button', { name: 'Try again' })).not.toHaveClass('fl-button--outline');
  });
});
