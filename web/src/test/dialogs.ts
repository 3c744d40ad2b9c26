import { screen, waitFor, type ByRoleOptions } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * A dialog as a person meets it: shown, and holding the focus it moves into itself on its first
 * frame. Only then does a key press or a click outside reach it as it would a person's; a test
 * that acts as soon as the dialog is in the document races that frame, and loses on a busy
 * machine.
 */
export async function findOpenDialog(
  name: ByRoleOptions['name'],
  role: 'dialog' | 'alertdialog' = 'alertdialog',
): Promise<HTMLElement> {
  const dialog = await screen.findByRole(role, { name });
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  return dialog;
}

/** Waits until no dialog of `role` is left in the document (closing takes a frame). */
export async function dialogGone(role: 'dialog' | 'alertdialog' = 'alertdialog'): Promise<void> {
  await waitFor(() => expect(screen.queryByRole(role)).toBeNull());
}
