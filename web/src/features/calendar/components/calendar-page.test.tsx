import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Automation, CreateAutomationBody } from '../../../../../shared/src/api/automations';
import type { Survey } from '../../../../../shared/src/api/surveys';
import type { Team } from '../../../../../shared/src/api/teams';
import { sendJson, startApiServer, type ApiServer } from '../../../test/api-server';
import { anAutomation as sharedAutomation } from '../../../test/automations';
import { renderApp } from '../../../test/render';
import { findToast } from '../../../test/signed-in-api';
import { tokenExpiringIn } from '../../../test/tokens';
import { aUser } from '../../../test/users';
import { findAlertSaying } from '../../../test/alerts';

let server: ApiServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

const TEAM = 'aaaaaaaa-0000-4000-8000-000000000001';
const SURVEY = '11111111-1111-4111-8111-111111111111';

function aTeam(overrides: Partial<Team> = {}): Team {
  return {
    id: TEAM,
    name: 'Platform',
    description: '',
    logo_url: null,
    brand_color: '#EF4444',
    created_by: 'u1',
    current_user_id: 'u1',
    current_user_role: 'owner',
    members: [{ user_id: 'u1', role: 'owner' }],
    member_count: 2,
    survey_count: 1,
    response_count: 0,
    created_at: '2026-01-05T10:00:00.000Z',
    version: 0,
    ...overrides,
  };
}

function aSurvey(): Survey {
  return {
    id: SURVEY,
    title: 'Weekly pulse',
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
    teams: [{ id: TEAM, name: 'Platform', brand_color: '#EF4444' }],
    response_count: 0,
    scheduled_emails: [],
    created_by: 'u1',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    version: 0,
  };
}

/** The shared automation, of this file's survey and team. */
const anAutomation = (overrides: Partial<Automation> = {}): Automation =>
  sharedAutomation({
    id: 'auto-1',
    survey_id: SURVEY,
    teams: [{ id: TEAM, name: 'Platform', brand_color: '#EF4444' }],
    ...overrides,
  });

/** A signed-in owner of one team; the server keeps the automations it is given and made. */
async function calendarApi(
  initial: Automation[],
  { failAutomations = false, failSave = false, failDelete = false } = {},
) {
  localStorage.setItem('token', tokenExpiringIn(3600));
  const stored = [...initial];
  server = await startApiServer((req, res) => {
    const path = req.url.split('?')[0];
    if (path === '/api/auth/me') return sendJson(res, 200, { user: aUser() });
    if (path?.startsWith('/api/notifications')) {
      return sendJson(res, 200, { notifications: [], unreadCount: 0 });
    }
    if (req.method === 'GET' && path === '/api/teams') {
      return sendJson(res, 200, { teams: [aTeam()] });
    }
    if (req.method === 'GET' && path === '/api/surveys') {
      return sendJson(res, 200, { surveys: [aSurvey()] });
    }
    if (req.method === 'GET' && path === `/api/automations/team/${TEAM}`) {
      if (failAutomations)
        return sendJson(res, 500, { message: 'Boom', errorType: 'server_error' });
      return sendJson(res, 200, { automations: stored });
    }
    if (req.method === 'POST' && path === '/api/automations') {
      if (failSave) {
        return sendJson(res, 400, {
          message: 'The start is in the past',
          errorType: 'validation_error',
        });
      }
      const body = JSON.parse(req.body) as CreateAutomationBody;
      const made = anAutomation({
        id: `auto-${stored.length + 1}`,
        frequency: body.frequency,
        startDate: body.startDate,
        time: body.time,
      });
      stored.push(made);
      return sendJson(res, 201, { automation: made });
    }
    const one = /^\/api\/automations\/([\w-]+)$/.exec(path ?? '');
    if (one && req.method === 'PUT') {
      const index = stored.findIndex((a) => a.id === one[1]);
      const body = JSON.parse(req.body) as CreateAutomationBody;
      stored[index] = { ...stored[index]!, startDate: body.startDate, time: body.time };
      return sendJson(res, 200, { automation: stored[index] });
    }
    if (one && req.method === 'DELETE') {
      if (failDelete) return sendJson(res, 500, { message: 'Boom', errorType: 'server_error' });
      stored.splice(
        stored.findIndex((a) => a.id === one[1]),
        1,
      );
      return sendJson(res, 200, { message: 'Automation deleted' });
    }
    sendJson(res, 404, { message: 'Not found', errorType: 'not_found' });
  });
  return server;
}

const bodies = (api: ApiServer, method: string, prefix: string) =>
  api.requests
    .filter((r) => r.method === method && r.url.startsWith(prefix))
    .map((r) => JSON.parse(r.body) as Record<string, unknown>);

async function openForm(path = '/calendar') {
  const user = userEvent.setup();
  renderApp(path, { apiBaseUrl: server!.baseUrl });
  const submit = await screen.findByRole(
    'button',
    { name: /Add Automation|Update Automation/ },
    { timeout: 15_000 },
  );
  return { user, submit };
}

async function chooseTeam(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /Teams/ }));
  await user.click(screen.getByRole('checkbox', { name: 'Platform' }));
  await user.click(screen.getByRole('button', { name: 'Done' }));
}

describe('calendar page', () => {
  it('shows the empty state, then asks to fill all fields', async () => {
    await calendarApi([]);
    const { user, submit } = await openForm();
    expect(await screen.findByText('No automations or scheduled surveys yet.')).toBeVisible();

    await user.click(submit);
    await findAlertSaying('Please fill all fields');
    expect(bodies(server!, 'POST', '/api/automations')).toEqual([]);
  });

  it('rejects a date or time in the wrong format and sends nothing', async () => {
    await calendarApi([]);
    const { user, submit } = await openForm();
    await chooseTeam(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Survey' }), SURVEY);
    await user.type(screen.getByRole('textbox', { name: /Start date/ }), '03/02/2099');
    await user.type(screen.getByRole('textbox', { name: /^Time/ }), '09:00');
    await user.click(submit);
    await findAlertSaying('Date must be in YYYY-MM-DD format');

    await user.clear(screen.getByRole('textbox', { name: /Start date/ }));
    await user.type(screen.getByRole('textbox', { name: /Start date/ }), '2099-03-02');
    await user.clear(screen.getByRole('textbox', { name: /^Time/ }));
    await user.type(screen.getByRole('textbox', { name: /^Time/ }), '9am');
    await user.click(submit);
    await findAlertSaying('Time must be in HH:mm format');
    expect(bodies(server!, 'POST', '/api/automations')).toEqual([]);
  });

  it('marks a recurring start date that has passed on its field as it is typed, and sends nothing', async () => {
    await calendarApi([]);
    const { user, submit } = await openForm();
    await chooseTeam(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Survey' }), SURVEY);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Frequency' }), 'weekly');
    await user.type(screen.getByRole('textbox', { name: /^Time/ }), '09:00');
    const date = screen.getByRole('textbox', { name: /Start date/ });
    await user.type(date, '2020-01-06');

    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription(
      /The start date has passed: choose today or a later day/,
    );
    await user.click(submit);
    await findAlertSaying('The start date has passed: choose today or a later day');
    expect(bodies(server!, 'POST', '/api/automations')).toEqual([]);

    await user.clear(date);
    await user.type(date, '2099-03-02');
    expect(date).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('adds a weekly automation after showing its next five runs, then resets to blank', async () => {
    await calendarApi([]);
    const { user, submit } = await openForm();
    await chooseTeam(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Survey' }), SURVEY);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Frequency' }), 'weekly');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time zone' }), 'UTC');
    await user.type(screen.getByRole('textbox', { name: /Start date/ }), '2099-03-02');
    await user.type(screen.getByRole('textbox', { name: /^Time/ }), '09:00');

    const preview = screen.getByRole('list', { name: 'Next runs' });
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Mon, Mar 2, 2099 at 9:00 AM',
      'Mon, Mar 9, 2099 at 9:00 AM',
      'Mon, Mar 16, 2099 at 9:00 AM',
      'Mon, Mar 23, 2099 at 9:00 AM',
      'Mon, Mar 30, 2099 at 9:00 AM',
    ]);

    await user.click(submit);
    await waitFor(() =>
      expect(bodies(server!, 'POST', '/api/automations')).toEqual([
        {
          surveyId: SURVEY,
          teamIds: [TEAM],
          frequency: 'weekly',
          startDate: '2099-03-02',
          time: '09:00',
          timezone: 'UTC',
          endDate: null,
          maxRuns: null,
          skipWeekends: false,
        },
      ]),
    );
    const recurring = await screen.findByRole('region', { name: /Recurring Automations/ });
    expect(within(recurring).getByText('Weekly, starting Mar 2, 2099 at 9:00 AM')).toBeVisible();
    expect(within(recurring).getByText('Recurring')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Frequency' })).toHaveValue('once');
    expect(screen.getByRole('combobox', { name: 'Survey' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Start date/ })).toHaveValue('');
  });

  it('says which runs fall on a day another automation sends the survey to the same team, and not while editing that one', async () => {
    // Weekly on Mondays at 09:00 UTC: its next runs are 2 and 9 March.
    await calendarApi([
      anAutomation({
        nextRuns: [
          { at: '2099-03-02T09:00:00.000Z', date: '2099-03-02', time: '09:00' },
          { at: '2099-03-09T09:00:00.000Z', date: '2099-03-09', time: '09:00' },
        ],
      }),
    ]);
    const { user } = await openForm();
    await screen.findByRole('region', { name: /Recurring Automations/ });
    await chooseTeam(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Survey' }), SURVEY);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Frequency' }), 'weekly');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time zone' }), 'UTC');
    await user.type(screen.getByRole('textbox', { name: /Start date/ }), '2099-03-02');
    // Another time the same day still collides: the day is what counts.
    await user.type(screen.getByRole('textbox', { name: /^Time/ }), '16:30');

    const warning = await screen.findByTestId('run-collisions');
    expect(warning).toHaveTextContent('Another schedule sends this survey on the same day');
    expect(
      within(warning)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Mon, Mar 2, 2099, to Platform', 'Mon, Mar 9, 2099, to Platform']);
    expect(warning).toHaveTextContent('skips whoever already had it');

    // A Tuesday start meets no other run: no warning.
    await user.clear(screen.getByRole('textbox', { name: /Start date/ }));
    await user.type(screen.getByRole('textbox', { name: /Start date/ }), '2099-03-03');
    await waitFor(() => expect(screen.queryByTestId('run-collisions')).toBeNull());

    // Editing the Monday automation itself: its own runs are no collision.
    const recurring = screen.getByRole('region', { name: /Recurring Automations/ });
    await user.click(within(recurring).getByRole('button', { name: 'Edit Weekly pulse' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Start date/ })).toHaveValue('2099-03-02'),
    );
    expect(screen.getByRole('list', { name: 'Next runs' })).toBeVisible();
    expect(screen.queryByTestId('run-collisions')).toBeNull();
  });

  it('edits with the values pre-filled and normalised, and a delete leaves edit mode', async () => {
    await calendarApi([
      anAutomation({ startDate: '3/2/2099', time: '2:30 PM' }),
      anAutomation({ id: 'auto-2', frequency: 'once', startDate: '2099-04-01', nextRuns: [] }),
    ]);
    const { user } = await openForm();
    const recurring = await screen.findByRole('region', { name: /Recurring Automations/ });
    const oneTime = screen.getByRole('region', { name: /One-Time Scheduled Surveys/ });
    expect(within(oneTime).getByText('Scheduled for Apr 1, 2099 at 9:00 AM')).toBeVisible();
    expect(within(oneTime).getByText('One-Time')).toBeVisible();

    await user.click(within(recurring).getByRole('button', { name: 'Edit Weekly pulse' }));
    expect(screen.getByRole('textbox', { name: /Start date/ })).toHaveValue('2099-03-02');
    expect(screen.getByRole('textbox', { name: /^Time/ })).toHaveValue('14:30');
    expect(screen.getByRole('combobox', { name: 'Frequency' })).toHaveValue('weekly');
    expect(screen.getByRole('checkbox', { name: /Platform/, hidden: true })).toBeChecked();

    await user.click(within(oneTime).getByRole('button', { name: 'Delete Weekly pulse' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this automation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('button', { name: 'Add Automation' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Start date/ })).toHaveValue('');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /One-Time Scheduled Surveys/ })).toBeNull(),
    );
  });

  it('says the save failed inline, with the reason', async () => {
    await calendarApi([], { failSave: true });
    const { user, submit } = await openForm();
    await chooseTeam(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Survey' }), SURVEY);
    await user.type(screen.getByRole('textbox', { name: /Start date/ }), '2099-03-02');
    await user.type(screen.getByRole('textbox', { name: /^Time/ }), '09:00');
    await user.click(submit);
    const alert = await findAlertSaying('Failed to save automation');
    expect(alert).toHaveTextContent('The start is in the past');
  });

  it('says the delete failed and keeps the automation', async () => {
    await calendarApi([anAutomation()], { failDelete: true });
    const { user } = await openForm();
    const recurring = await screen.findByRole('region', { name: /Recurring Automations/ });
    await user.click(within(recurring).getByRole('button', { name: 'Delete Weekly pulse' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this automation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await findToast('Failed to delete automation')).toBeVisible();
    expect(within(recurring).getByText('Weekly, starting Mar 2, 2099 at 9:00 AM')).toBeVisible();
  });

  it("says when automations can't be loaded", async () => {
    await calendarApi([], { failAutomations: true });
    await openForm();
    expect(
      await screen.findByText('Failed to load automations', { selector: '[class*=alert__title]' }),
    ).toBeVisible();
  });

  it("selects the survey and its teams from the survey list's Schedule button", async () => {
    await calendarApi([]);
    await openForm(`/calendar?survey=${SURVEY}&schedule=1`);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Survey' })).toHaveValue(SURVEY),
    );
    expect(screen.getByRole('checkbox', { name: /Platform/, hidden: true })).toBeChecked();
  });
});
