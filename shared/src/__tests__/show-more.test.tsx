import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useShowMore } from '../ui/ShowMore';

const TEXTS = { a: { full: 'A long text that the page cuts', cut: 'A long text...' }, b: { full: 'Short', cut: 'Short' } };

function Block({ id }: { id: 'a' | 'b' }) {
  const text = TEXTS[id];
  const more = useShowMore(text.cut !== text.full, id);
  return (
    <div>
      <p data-testid="text">{more.expanded ? text.full : text.cut}</p>
      {more.button}
    </div>
  );
}

function Switcher() {
  const [id, setId] = useState<'a' | 'b'>('a');
  return (
    <>
      <Block id={id} />
      <button type="button" onClick={() => setId(id === 'a' ? 'b' : 'a')}>
        Next text
      </button>
    </>
  );
}

describe('useShowMore', () => {
  it('shows cut text whole on request and cuts it again, telling screen readers which it is', async () => {
    render(<Block id="a" />);
    expect(screen.getByTestId('text')).toHaveTextContent(/^A long text\.\.\.$/);
    await userEvent.click(screen.getByRole('button', { name: 'Read more' }));
    expect(screen.getByTestId('text')).toHaveTextContent(/^A long text that the page cuts$/);
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.getByTestId('text')).toHaveTextContent(/^A long text\.\.\.$/);
    expect(screen.getByRole('button', { name: 'Read more' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers no button for text that was not cut, and starts the next text cut', async () => {
    render(<Switcher />);
    await userEvent.click(screen.getByRole('button', { name: 'Read more' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next text' }));
    expect(screen.queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show less' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next text' }));
    expect(screen.getByTestId('text')).toHaveTextContent(/^A long text\.\.\.$/);
  });
});
