import { Button } from '@chakra-ui/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { DialogFrame } from './dialog-frame';

function Harness({
  busy,
  onDismiss,
  onSubmit,
}: {
  busy?: boolean;
  onDismiss: () => void;
  onSubmit?: () => void;
}) {
  const [open, setOpen] = useState(true);
  return (
    <DialogFrame
      role="alertdialog"
      open={open}
      title="Delete Weekly pulse?"
      busy={busy}
      onDismiss={() => {
        onDismiss();
        setOpen(false);
      }}
      {...(onSubmit
        ? {
            onSubmit: (event) => {
              event.preventDefault();
              onSubmit();
            },
          }
        : {})}
      footer={
        <>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type={onSubmit ? 'submit' : 'button'}>Delete</Button>
        </>
      }
    >
      This cannot be undone.
    </DialogFrame>
  );
}

describe('the dialog frame', () => {
  it('is an alert dialog named by its title, with its text and buttons; Escape dismisses it', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    renderWithProviders(<Harness onDismiss={onDismiss} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Weekly pulse?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await user.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('stays open while its action runs', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    renderWithProviders(<Harness busy onDismiss={onDismiss} />);
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    expect(onDismiss).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('as a form, is submitted by its submit button', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<Harness onDismiss={vi.fn()} onSubmit={onSubmit} />);
    await screen.findByRole('alertdialog');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    // The dialog's content is the form itself.
    expect(screen.getByRole('alertdialog').tagName).toBe('FORM');
  });
});
