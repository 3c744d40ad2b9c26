import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-error';
import { describeError, loginFailure } from '../lib/error-catalogue';
import { loadToaster, toast } from '../lib/toast';
import { MAX_TOASTS } from '../lib/toast-store';
import { renderWithProviders } from '../test/render';

describe('toasts', () => {
  it('shows an error object behind a details toggle: details and action', async () => {
    const user = userEvent.setup();
    renderWithProviders(<p>page</p>);

    act(() => {
      toast.failure(
        describeError(
          new ApiError(0, 'network_error', 'Connection problem'),
          'Profile update failed',
        ),
      );
    });

    const item = await screen.findByTestId('toast');
    expect(within(item).getByText('Profile update failed')).toBeInTheDocument();
    expect(within(item).getByText('Connection problem')).toBeInTheDocument();
    const toggle = within(item).getByRole('button', { name: 'Show details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);

    expect(within(item).getByRole('button', { name: 'Hide details' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(item).getByText('Cannot connect to servers.')).toBeInTheDocument();
    expect(within(item).getByText('Check internet and try again.')).toBeInTheDocument();
  });

  it('does not stack the same failure, and clears failures once something succeeds', async () => {
    renderWithProviders(<p>page</p>);
    const failed = () =>
      toast.failure(
        describeError(new ApiError(0, 'network_error', 'Connection problem'), 'Save failed'),
      );

    act(() => {
      failed();
      failed();
    });
    await screen.findByText('Save failed');
    expect(screen.getAllByTestId('toast')).toHaveLength(1);

    // The retry works: the failure beside the success would contradict it.
    act(() => {
      toast.success('Saved');
    });
    await screen.findByText('Saved');
    await waitFor(() => expect(screen.queryByText('Save failed')).not.toBeInTheDocument());
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
  });

  it('has no toggle when there is nothing more to say', async () => {
    renderWithProviders(<p>page</p>);

    act(() => {
      toast.failure(loginFailure(new ApiError(401, 'invalid_credentials', 'nope')));
    });

    const item = await screen.findByTestId('toast');
    expect(within(item).getByText('Login failed')).toBeInTheDocument();
    expect(within(item).getByText('Invalid email or password')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Show details' })).not.toBeInTheDocument();
  });

  it('keeps at most 20 on screen; more wait their turn', async () => {
    for (let i = 1; i <= MAX_TOASTS + 5; i++) toast.info(`Message ${i}`);

    const store = await loadToaster();
    expect(MAX_TOASTS).toBe(20);
    expect(store.getVisibleToasts()).toHaveLength(20);

    store.remove(store.getVisibleToasts()[0]?.id);
    expect(store.getVisibleToasts()).toHaveLength(20);
  });
});
