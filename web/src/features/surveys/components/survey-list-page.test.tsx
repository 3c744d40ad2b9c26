import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Automation } from '#shared/api/automations';
import type { Survey } from '#shared/api/surveys';
import { sendJson, startApiServer, type ApiServer } from '../../../test/api-server';
import { anAutomation } from '../../../test/automations';
import { renderApp } from '../../../test/render';
import { tokenExpiringIn } from '../../../test/tokens';
import { aUser } from '../../../test/users';

let server: ApiServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

function aSurvey(id: string, title: string, responses = 0): Survey {
  return {
    id,
    title,
    description: '',
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
    response_count: responses,
    scheduled_emails: [],
    created_by: 'u1',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    version: 0,
  };
}

const FIRST = '11111111-1111-4111-8111-111111111111';
const SECOND = '22222222-2222-4222-8222-222222222222';

/** A signed-in user whose survey list the server holds in `surveys` (DELETE removes one). */
async function listApi(
  surveys: Survey[],
  { failList = false, automations = {} as Record<string, unknown[]> } = {},
) {
  localStorage.setItem('token', tokenExpiringIn(3600));
  const stored = [...surveys];
  server = await startApiServer((req, res) => {
    if (req.url === '/api/auth/me') return sendJson(res, 200, { user: aUser() });
    // The shell's notification bell.
    if (req.url.startsWith('/api/notifications')) {
      return sendJson(res, 200, { notifications: [], unreadCount: 0 });
    }
    if (req.method === 'GET' && req.url === '/api/surveys') {
      if (failList) return sendJson(res, 500, { message: 'Boom', errorType: 'server_error' });
      return sendJson(res, 200, { surveys: stored });
    }
    const team = /^\/api\/automations\/team\/([0-9a-f-]+)\?/.exec(req.url);
    if (req.method === 'GET' && team) {
      return sendJson(res, 200, { automations: automations[team[1] ?? ''] ?? [] });
    }
    const match = /^\/api\/surveys\/([0-9a-f-]+)$/.exec(req.url);
    if (req.method === 'DELETE' && match) {
      const index = stored.findIndex((s) => s.id === match[1]);
      stored.splice(index, 1);
      return sendJson(res, 200, { message: 'Survey deleted successfully' });
    }
    sendJson(res, 404, { message: 'Not found', errorType: 'not_found' });
  });
  return server;
}

describe('survey list', () => {
  it("shows 'No surveys yet' with 'Create Your First Survey'", async () => {
    const api = await listApi([]);
    renderApp('/surveys', { apiBaseUrl: api.baseUrl });

    expect(
      await screen.findByRole('heading', { name: 'No surveys yet' }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create Your First Survey' })).toHaveAttribute(
      'href',
      '/surveys/new',
    );
    expect(screen.getByRole('link', { name: '+ Create Survey' })).toHaveAttribute(
      'href',
      '/surveys/new',
    );
  });

  it("says 'Failed to load surveys' with a way to retry", async () => {
    const api = await listApi([], { failList: true });
    renderApp('/surveys', { apiBaseUrl: api.baseUrl });

    expect(
      await screen.findByText('Failed to load surveys', {}, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('deletes after confirming: the card fades out, leaves, then the toast', async () => {
    const user = userEvent.setup();
    const api = await listApi([aSurvey(FIRST, 'Weekly pulse', 4), aSurvey(SECOND, 'Onboarding')]);
    renderApp('/surveys', { apiBaseUrl: api.baseUrl });
    const card = await screen.findByRole('article', { name: 'Weekly pulse' }, { timeout: 15_000 });

    await user.click(within(card).getByRole('button', { name: 'Delete Weekly pulse' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete survey?' });
    // The confirmation says the responses go too.
    expect(within(dialog).getByText(/its 4 responses are deleted too/)).toBeVisible();
    // The order things happen in, however slowly the test runs: the fade, then the toast.
    const order: string[] = [];
    const observer = new MutationObserver(() => {
      if (card.hasAttribute('data-removing') && !order.includes('fade')) order.push('fade');
      if (screen.queryByText('Survey deleted successfully') && !order.includes('toast')) {
        order.push('toast');
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Survey' }));

    expect(await screen.findByText('Survey deleted successfully')).toBeVisible();
    observer.disconnect();
    expect(order).toEqual(['fade', 'toast']);
    expect(screen.queryByRole('article', { name: 'Weekly pulse' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Onboarding' })).toBeVisible();
    expect(
      api.requests.some((r) => r.method === 'DELETE' && r.url === `/api/surveys/${FIRST}`),
    ).toBe(true);
  });

  it('keeps the survey when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    const api = await listApi([aSurvey(FIRST, 'Weekly pulse')]);
    renderApp('/surveys', { apiBaseUrl: api.baseUrl });
    const card = await screen.findByRole('article', { name: 'Weekly pulse' }, { timeout: 15_000 });

    await user.click(within(card).getByRole('button', { name: 'Delete Weekly pulse' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete survey?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(false);
    expect(screen.getByRole('article', { name: 'Weekly pulse' })).toBeVisible();
  });

  it('tells two same-titled surveys apart by status and facts, and finds them by search and status', async () => {
    const user = userEvent.setup();
    const draft = { ...aSurvey(FIRST, 'Weekly pulse'), description: 'Platform team' };
    const closed = {
      ...aSurvey(SECOND, 'Weekly pulse', 4),
      acceptingResponses: false,
      createdAt: '2026-02-03T00:00:00.000Z',
      questions: [{}, {}],
    };
    const api = await listApi([draft, closed]);
    renderApp('/surveys', { apiBaseUrl: api.baseUrl });

    const cards = await screen.findAllByRole('article', {}, { timeout: 15_000 });
    expect(cards.map((c) => within(c).getByTestId('survey-status').textContent)).toEqual([
      'Draft',
      'Closed',
    ]);
    expect(within(cards[1]!).getByTestId('survey-facts')).toHaveTextContent(
      /^2 questions · Created Feb 3, 2026$/,
    );
    expect(screen.getByText('2 surveys')).toBeVisible();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'platform');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByText('Showing 1 of 2 surveys')).toBeVisible();

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.selectOptions(screen.getByLabelText('Status'), 'closed');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(within(screen.getByRole('article')).getByTestId('survey-status')).toHaveTextContent(
      'Closed',
    );

    await user.selectOptions(screen.getByLabelText('Status'), 'scheduled');
    expect(screen.getByRole('heading', { name: 'No surveys match' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('says a survey a weekly automation sends repeats, with its next run, and counts it as scheduled', async () => {
    const user = userEvent.setup();
    const TEAM = '33333333-3333-4333-8333-333333333333';
    const onTeam = (survey: Survey): Survey => ({
      ...survey,
      teams: [{ id: TEAM, name: 'Harbour crew', brand_color: '#3B82F6' }],
    });
    const weekly = onTeam(aSurvey(FIRST, 'Weekly pulse'));
    const idle = onTeam(aSurvey(SECOND, 'Idle pulse'));
    const automation = (id: string, over: Partial<Automation>) =>
      anAutomation({
        id,
        survey_id: FIRST,
        teams: [{ id: TEAM, name: 'Harbour crew', brand_color: '#3B82F6' }],
        ...over,
      });
    const api = await listApi([weekly, idle], {
      automations: {
        [TEAM]: [
          automation('aaaaaaaa-0000-4000-8000-000000000001', {}),
          // Paused: it sends nothing until resumed, so it is not said.
          automation('aaaaaaaa-0000-4000-8000-000000000002', {
            survey_id: SECOND,
            frequency: 'daily',
            paused: true,
            nextRuns: [],
          }),
        ],
      },
    });
    renderApp('/surveys', { apiBaseUrl: api.baseUrl });

    const card = await screen.findByRole('article', { name: 'Weekly pulse' }, { timeout: 15_000 });
    const repeats = await within(card).findByTestId('survey-repeats');
    expect(repeats.textContent).toMatch(/^Repeats weekly · next Mar 2, 2099 at 9:00\sAM$/);
    expect(within(card).queryByText('Not scheduled')).not.toBeInTheDocument();
    expect(within(card).getByTestId('survey-status')).toHaveTextContent('Scheduled');
    expect(within(card).getByTestId('survey-recipients')).toHaveTextContent(
      'Sends to the members of Harbour crew',
    );

    const other = screen.getByRole('article', { name: 'Idle pulse' });
    expect(within(other).getByText('Not scheduled')).toBeVisible();
    expect(within(other).queryByTestId('survey-repeats')).not.toBeInTheDocument();
    expect(within(other).getByTestId('survey-status')).toHaveTextContent('Draft');
    expect(within(other).getByText('No scheduled recipients')).toBeVisible();

    await user.selectOptions(screen.getByLabelText('Status'), 'scheduled');
    expect(
      screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent),
    ).toEqual(['Weekly pulse']);
  });

  it('says whom a one-time automation will send a scheduled survey to', async () => {
    const TEAM = '44444444-4444-4444-8444-444444444444';
    const crew = [{ id: TEAM, name: 'Dock crew', brand_color: '#3B82F6' }];
    // The automation sets the survey's scheduled date when it is made.
    const once = {
      ...aSurvey(FIRST, 'Once pulse'),
      teams: crew,
      scheduledDate: '2099-03-02T09:00',
    };
    const api = await listApi([once], {
      automations: {
        [TEAM]: [
          anAutomation({
            id: 'bbbbbbbb-0000-4000-8000-000000000001',
            survey_id: FIRST,
            teams: crew,
            frequency: 'once',
          }),
        ],
      },
    });
    renderApp('/surveys', { apiBaseUrl: api.baseUrl });

    const card = await screen.findByRole('article', { name: 'Once pulse' }, { timeout: 15_000 });
    expect(within(card).getByText(/^Scheduled for Mar 2, 2099 at 9:00/)).toBeVisible();
    expect(within(card).getByTestId('survey-status')).toHaveTextContent('Scheduled');
    // Whom it goes to, once the Calendar's list has come; said once, not as a repeat.
    await waitFor(() =>
      expect(within(card).getByTestId('survey-recipients')).toHaveTextContent(
        'Sends to the members of Dock crew',
      ),
    );
    expect(within(card).queryByTestId('survey-repeats')).not.toBeInTheDocument();
    expect(within(card).queryByText('No scheduled recipients')).not.toBeInTheDocument();
  });
});
