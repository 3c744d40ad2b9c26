import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Survey } from '#shared/api/surveys';
import { renderWithProviders } from '../../../test/render';
import { SurveyCard } from './survey-card';

function aSurvey(overrides: Partial<Survey> = {}): Survey {
  return {
    id: '0f8fad5b-d9cb-469f-a165-70867728950e',
    title: 'Weekly pulse',
    description: 'How is the week going?',
    isAnonymous: true,
    anonymityLocked: false,
    allowMultipleResponses: false,
    acceptingResponses: true,
    openLinkEnabled: true,
    scheduledDate: null,
    scheduled_date: null,
    reminderEnabled: false,
    reminderDays: [3, 7],
    timezone: 'UTC',
    anonymityThreshold: 3,
    questions: [],
    teams: [],
    response_count: 0,
    scheduled_emails: [],
    created_by: 'u1',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    version: 0,
    ...overrides,
  };
}

const team = (name: string, id: string) => ({ id, name, brand_color: '#3B82F6' });

function renderCard(survey: Survey, handlers: { onSend?: () => void; onDelete?: () => void } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '/surveys',
        element: (
          <SurveyCard
            survey={survey}
            onSend={handlers.onSend ?? (() => {})}
            onDelete={handlers.onDelete ?? (() => {})}
          />
        ),
      },
    ],
    { initialEntries: ['/surveys'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return screen.getByRole('article', { name: survey.title });
}

describe('survey card', () => {
  it('shows the first team with +N for the others, and the response count', () => {
    const card = renderCard(
      aSurvey({
        teams: [team('Engineering', 't1'), team('Design', 't2'), team('Sales', 't3')],
        response_count: 12,
      }),
    );

    expect(within(card).getByText('Engineering +2')).toBeVisible();
    expect(within(card).getByTitle('Engineering, Design, Sales')).toBeInTheDocument();
    expect(within(card).getByText('12 responses')).toBeVisible();
  });

  it('shows a single team without a count, and says when none is assigned', () => {
    const one = renderCard(aSurvey({ teams: [team('Engineering', 't1')], response_count: 1 }));
    expect(within(one).getByText('Engineering')).toBeVisible();
    expect(within(one).queryByText(/\+\d/)).not.toBeInTheDocument();
    expect(within(one).getByText('1 response')).toBeVisible();
  });

  it("says 'Not scheduled' and 'No team assigned' when there is neither", () => {
    const unscheduled = renderCard(aSurvey());
    expect(within(unscheduled).getByText('Not scheduled')).toBeVisible();
    expect(within(unscheduled).getByText('No team assigned')).toBeVisible();
  });

  it('shows the scheduled date and time as stored, without shifting it', () => {
    const card = renderCard(
      aSurvey({ scheduledDate: '2026-12-01T09:30', scheduled_date: '2026-12-01T09:30' }),
    );
    const text = within(card).getByText(/^Scheduled for /).textContent ?? '';
    expect(text).toMatch(/^Scheduled for Dec 1, 2026 at 9:30\sAM/);
    expect(within(card).queryByText('Not scheduled')).not.toBeInTheDocument();
  });

  it('folds the scheduled recipients away behind a toggle', async () => {
    const user = userEvent.setup();
    const card = renderCard(aSurvey({ scheduled_emails: ['a@example.com', 'b@example.com'] }));
    const toggle = within(card).getByRole('button', { name: 'Scheduled recipients (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).queryByText('a@example.com')).not.toBeVisible();

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(card).getByText('a@example.com')).toBeVisible();
    expect(within(card).getByText('b@example.com')).toBeVisible();
  });

  it('links View, Edit and Schedule, and offers Send and Delete', async () => {
    const user = userEvent.setup();
    const sent: string[] = [];
    const survey = aSurvey();
    const card = renderCard(survey, {
      onSend: () => sent.push('send'),
      onDelete: () => sent.push('delete'),
    });

    expect(within(card).getByRole('link', { name: 'View Weekly pulse' })).toHaveAttribute(
      'href',
      `/surveys/${survey.id}/responses`,
    );
    expect(within(card).getByRole('link', { name: 'Edit Weekly pulse' })).toHaveAttribute(
      'href',
      `/surveys/${survey.id}/edit`,
    );
    expect(within(card).getByRole('link', { name: 'Schedule Weekly pulse' })).toHaveAttribute(
      'href',
      `/calendar?survey=${survey.id}&schedule=1`,
    );
    await user.click(within(card).getByRole('button', { name: 'Send Weekly pulse' }));
    await user.click(within(card).getByRole('button', { name: 'Delete Weekly pulse' }));
    expect(sent).toEqual(['send', 'delete']);
  });
});
