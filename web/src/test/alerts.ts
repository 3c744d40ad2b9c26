import { screen, waitFor } from '@testing-library/react';

/**
 * The alert that says `text`, once it says it. An alert can be in the document a render before
 * its words are (a message region shown, then filled): a test that reads the first alert it finds
 * passes on a fast machine and fails on a busy one, so this waits for the words themselves.
 */
export function findAlertSaying(text: string | RegExp): Promise<HTMLElement> {
  return waitFor(() => {
    const alerts = screen.queryAllByRole('alert');
    const saying = alerts.find((alert) => {
      const content = alert.textContent ?? '';
      return typeof text === 'string' ? content.includes(text) : text.test(content);
    });
    if (!saying) {
      const seen = alerts.map((alert) => JSON.stringify(alert.textContent ?? '')).join(', ');
      throw new Error(`No alert says ${String(text)} (alerts: ${seen || 'none'})`);
    }
    return saying;
  });
}
