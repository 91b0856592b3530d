import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from '../ConfirmDialog';

/** A button that opens the dialog, as a section's command does. */
function Opener({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abort
      </button>
      {open ? (
        <ConfirmDialog
          title="Abort mf-news?"
          confirmLabel="Abort"
          danger
          onConfirm={() => {
            onConfirm();
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
        >
          <p>Every visitor goes back to 1.0.0 at once.</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

describe('the confirmation dialog', () => {
  it('is a named modal dialog that has the focus on Cancel, keeps Tab inside, and cancels with Escape, giving the focus back', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(<Opener onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Abort' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Abort mf-news?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Every visitor goes back to 1.0.0 at once.');
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveFocus();
    await user.tab();
    const confirm = screen.getAllByRole('button', { name: 'Abort' }).find((button) => dialog.contains(button));
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(opener).toHaveFocus();
  });

  it('runs the command only on its own button', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(<Opener onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Abort' }));
    await user.keyboard('{Enter}');
    // Enter on the focused Cancel cancels.
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Abort' }));
    const dialog = screen.getByRole('dialog');
    await user.click(screen.getAllByRole('button', { name: 'Abort' }).find((button) => dialog.contains(button)) as HTMLElement);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
