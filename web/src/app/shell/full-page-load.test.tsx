import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { FullPageLoad } from './full-page-load';
import { AppProvider } from '../provider';

describe('a path served by another page', () => {
  it('loads the whole page from the server, keeping the query (a personal link token)', () => {
    const load = vi.fn();
    const router = createMemoryRouter(
      [{ path: '/survey/:surveyId', element: <FullPageLoad load={load} /> }],
      { initialEntries: ['/survey/abc-123?token=t0k'] },
    );
    render(
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    expect(load).toHaveBeenCalledWith('/survey/abc-123?token=t0k');
    expect(screen.getByLabelText('Opening the survey')).toBeInTheDocument();
  });
});
