import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { reloadPreferences, setHotkeysEnabled } from '../../lib/accessibility';
import { useShellHotkeys } from './use-shell-hotkeys';

function Page({ onHelp = () => {} }: { onHelp?: () => void }) {
  useShellHotkeys({ helpOpen: false, openHelp: onHelp, closeHelp: () => {} });
  const { pathname } = useLocation();
  return (
    <>
      <p data-testid="where">{pathname}</p>
      <label>
        Name <input />
      </label>
    </>
  );
}

function renderAt(path: string, onHelp?: () => void) {
  const router = createMemoryRouter([{ path: '*', element: <Page onHelp={onHelp} /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  localStorage.clear();
  reloadPreferences();
});

describe('shell shortcuts', () => {
  it('Alt+2 goes to teams, Alt+P to the profile, Alt+? opens the help', () => {
    const onHelp = vi.fn();
    const router = renderAt('/dashboard', onHelp);
    act(() => void fireEvent.keyDown(document.body, { key: '2', code: 'Digit2', altKey: true }));
    expect(router.state.location.pathname).toBe('/teams');
    act(() => void fireEvent.keyDown(document.body, { key: 'p', code: 'KeyP', altKey: true }));
    expect(router.state.location.pathname).toBe('/profile');
    act(
      () =>
        void fireEvent.keyDown(document.body, {
          key: '?',
          code: 'Slash',
          altKey: true,
          shiftKey: true,
        }),
    );
    expect(onHelp).toHaveBeenCalledOnce();
  });

  it('leave ⌘ to the browser: ⌘P, ⌘A, ⌘R and ⌘S neither move nor stop printing, select all, reload or save', () => {
    const router = renderAt('/dashboard');
    for (const [key, code] of [
      ['p', 'KeyP'],
      ['a', 'KeyA'],
      ['r', 'KeyR'],
      ['s', 'KeyS'],
      ['1', 'Digit1'],
    ] as const) {
      let notCancelled = true;
      act(() => {
        notCancelled = fireEvent.keyDown(document.body, { key, code, metaKey: true });
      });
      expect(notCancelled, `⌘${key} kept for the browser`).toBe(true);
      expect(router.state.location.pathname).toBe('/dashboard');
    }
  });

  it('are ignored while typing in a field', () => {
    const router = renderAt('/dashboard');
    const field = screen.getByLabelText('Name');
    field.focus();
    act(() => void fireEvent.keyDown(field, { key: '2', code: 'Digit2', altKey: true }));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('are off when the Keyboard Shortcuts toggle is off', () => {
    setHotkeysEnabled(false);
    expect(localStorage.getItem('hotkeysEnabled')).toBe('false');
    const router = renderAt('/dashboard');
    act(() => void fireEvent.keyDown(document.body, { key: '2', code: 'Digit2', altKey: true }));
    expect(router.state.location.pathname).toBe('/dashboard');
    setHotkeysEnabled(true);
    act(() => void fireEvent.keyDown(document.body, { key: '2', code: 'Digit2', altKey: true }));
    expect(router.state.location.pathname).toBe('/teams');
  });

  it('Enter and Space activate elements with role button', () => {
    renderAt('/dashboard');
    const onClick = vi.fn();
    const div = document.createElement('div');
    div.setAttribute('role', 'button');
    div.tabIndex = 0;
    div.addEventListener('click', onClick);
    document.body.append(div);
    fireEvent.keyDown(div, { key: 'Enter' });
    fireEvent.keyDown(div, { key: ' ' });
    expect(onClick).toHaveBeenCalledTimes(2);
    div.remove();
  });
});
