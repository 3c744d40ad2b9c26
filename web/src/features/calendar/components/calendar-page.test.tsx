import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '#shared/api/auth';
import type { Automation, CreateAutomationBody } from '#shared/api/automations';
import type { Survey } from '#shared/api/surveys';
import type { Team } from '#shared/api/teams';
import { sendJson, startApiServer, type ApiServer } from '../../../test/api-server';
import { anAutomation as sharedAutomation } from '../../../test/automations';
import { renderApp } from '../../../test/render';
import { findToast } from '../../../test/signed-in-api';
import { tokenExpiringIn } from '../../../test/tokens';
import { aUser } from '../../../test/users';
import { findAlertSaying } from '../../../test/alerts';

let server: ApiServer | undefined;

const browserMatchMedia = window.matchMedia;

afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.useRealTimers();
  window.matchMedia = browserMatchMedia;
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

function aSurvey(overrides: Partial<Survey> = {}): Survey {
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
    ...overrides,
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
  {
    failAutomations = false,
    failSave = false,
    failDelete = false,
    user = {} as Partial<User>,
    survey = {} as Partial<Survey>,
    /** The automations are answered once this settles. */
    hold = Promise.resolve(),
  } = {},
) {
  localStorage.setItem('token', tokenExpiringIn(3600));
  const stored = [...initial];
  server = await startApiServer(async (req, res) => {
    const path = req.url.split('?')[0];
    if (path === '/api/auth/me') return sendJson(res, 200, { user: aUser(user) });
    if (path?.startsWith('/api/notifications')) {
      return sendJson(res, 200, { notifications: [], unreadCount: 0 });
    }
    if (req.method === 'GET' && path === '/api/teams') {
      return sendJson(res, 200, { teams: [aTeam()] });
    }
    if (req.method === 'GET' && path === '/api/surveys') {
      return sendJson(res, 200, { surveys: [aSurvey(survey)] });
    }
    if (req.method === 'GET' && path === `/api/automations/team/${TEAM}`) {
      await hold;
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

/** The start date's picker, the time's and the value picked in one (as a finished pick sets it). */
const startDate = () => screen.getByLabelText('Start date');
const startTime = () => screen.getByLabelText('Time');
const pick = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

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

  it("picks the start date and time with the browser's pickers, and refuses a start more than 100 years ahead with no next runs", async () => {
    await calendarApi([]);
    const { user, submit } = await openForm();
    expect(startDate()).toHaveAttribute('type', 'date');
    expect(startTime()).toHaveAttribute('type', 'time');
    await chooseTeam(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Survey' }), SURVEY);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Frequency' }), 'weekly');
    pick(startTime(), '09:00');
    // A mistyped year: the field says so and no runs are promised.
    pick(startDate(), '9999-03-02');
    expect(startDate()).toHaveAttribute('aria-invalid', 'true');
    expect(startDate()).toHaveAccessibleDescription(
      /Check the year: a start date is at most 100 years ahead/,
    );
    expect(screen.queryByRole('list', { name: 'Next runs' })).toBeNull();
    expect(screen.getByText('Fix the start date to see when it goes out.')).toBeVisible();
    await user.click(submit);
    await findAlertSaying('Check the year: a start date is at most 100 years ahead');
    expect(bodies(server!, 'POST', '/api/automations')).toEqual([]);

    pick(startDate(), '2099-03-02');
    expect(startDate()).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('list', { name: 'Next runs' })).toBeVisible();
  });

  it('marks a recurring start date that has passed on its field as it is typed, and sends nothing', async () => {
    await calendarApi([]);
    const { user, submit } = await openForm();
    await chooseTeam(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Survey' }), SURVEY);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Frequency' }), 'weekly');
    pick(startTime(), '09:00');
    const date = startDate();
    pick(date, '2020-01-06');

    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription(
      /The start date has passed: choose today or a later day/,
    );
    // The rule's runs from a start that cannot be saved are not shown beside the error.
    expect(screen.queryByRole('list', { name: 'Next runs' })).toBeNull();
    await user.click(submit);
    await findAlertSaying('The start date has passed: choose today or a later day');
    expect(bodies(server!, 'POST', '/api/automations')).toEqual([]);

    pick(date, '2099-03-02');
    expect(date).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('list', { name: 'Next runs' })).toBeVisible();
  });

  it('adds a weekly automation after showing its next five runs, then resets to blank', async () => {
    await calendarApi([]);
    const { user, submit } = await openForm();
    await chooseTeam(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Survey' }), SURVEY);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Frequency' }), 'weekly');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time zone' }), 'UTC');
    pick(startDate(), '2099-03-02');
    pick(startTime(), '09:00');

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
    // The lists are refreshed before the save returns, and the form is reset after it: the new
    // automation may show a render before the blank form does.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Frequency' })).toHaveValue('once'),
    );
    expect(screen.getByRole('combobox', { name: 'Survey' })).toHaveValue('');
    expect(startDate()).toHaveValue('');
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
    pick(startDate(), '2099-03-02');
    // Another time the same day still collides: the day is what counts.
    pick(startTime(), '16:30');

    const warning = await screen.findByTestId('run-collisions');
    expect(warning).toHaveTextContent('Another schedule sends this survey on the same day');
    expect(
      within(warning)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Mon, Mar 2, 2099, to Platform', 'Mon, Mar 9, 2099, to Platform']);
    expect(warning).toHaveTextContent('skips whoever already had it');

    // A Tuesday start meets no other run: no warning.
    pick(startDate(), '2099-03-03');
    await waitFor(() => expect(screen.queryByTestId('run-collisions')).toBeNull());

    // Editing the Monday automation itself: its own runs are no collision.
    const recurring = screen.getByRole('region', { name: /Recurring Automations/ });
    await user.click(within(recurring).getByRole('button', { name: 'Edit Weekly pulse' }));
    await waitFor(() => expect(startDate()).toHaveValue('2099-03-02'));
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
    expect(startDate()).toHaveValue('2099-03-02');
    expect(startTime()).toHaveValue('14:30');
    expect(screen.getByRole('combobox', { name: 'Frequency' })).toHaveValue('weekly');
    expect(screen.getByRole('checkbox', { name: /Platform/, hidden: true })).toBeChecked();

    await user.click(within(oneTime).getByRole('button', { name: 'Delete Weekly pulse' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this automation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('button', { name: 'Add Automation' })).toBeVisible();
    expect(startDate()).toHaveValue('');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /One-Time Scheduled Surveys/ })).toBeNull(),
    );
  });

  it('says the save failed inline, with the reason', async () => {
    await calendarApi([], { failSave: true });
    const { user, submit } = await openForm();
    await chooseTeam(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Survey' }), SURVEY);
    pick(startDate(), '2099-03-02');
    pick(startTime(), '09:00');
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

/**
 * The views' fixtures, in New York (the manager's chosen zone), on 20 February 2099: weekly on
 * Monday at 09:00 New York time from 2 March, a one-time send on Wednesday 18 March at 14:30, and
 * the survey's reminder three days after each round opens.
 */
const NEW_YORK = 'America/New_York';
const weeklyMondays = anAutomation({
  startDate: '2099-03-02',
  time: '09:00',
  timezone: NEW_YORK,
  rule: { startDate: '2099-03-02', time: '09:00', timezone: NEW_YORK },
  nextRuns: [{ at: '2099-03-02T14:00:00.000Z', date: '2099-03-02', time: '09:00' }],
});
const onceOnTheEighteenth = anAutomation({
  id: 'auto-2',
  frequency: 'once',
  startDate: '2099-03-18',
  time: '14:30',
  timezone: NEW_YORK,
  rule: { startDate: '2099-03-18', time: '14:30', timezone: NEW_YORK },
  nextRuns: [],
});
const RECURRING = '9:00 AM, Weekly pulse, to Platform, recurring';
const REMINDER = '9:00 AM, Weekly pulse, to Platform, reminder, day 3 of its round';
const ONCE = '2:30 PM, Weekly pulse, to Platform, one-time';

/** Today is 20 February 2099 (the clock still runs); the screen is as wide as `wide` says. */
async function openViews({ wide, hold }: { wide: boolean; hold?: Promise<void> }) {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2099-02-20T17:00:00Z'));
  window.matchMedia = (query: string) =>
    ({
      ...browserMatchMedia(query),
      matches: wide && query.includes('min-width: 48rem'),
    }) as MediaQueryList;
  await calendarApi([weeklyMondays, onceOnTheEighteenth], {
    user: { timezone: NEW_YORK },
    survey: { reminderEnabled: true, reminderDays: [3] },
    ...(hold ? { hold } : {}),
  });
  const { user } = await openForm();
  const views = screen.getByRole('region', { name: 'What goes out when' });
  return { user, views };
}

/** The local dates (the cells' days) of the links named `name`, and their columns' headers. */
function placed(table: HTMLElement, name: string) {
  const headers = within(table).getAllByRole('columnheader');
  return within(table)
    .queryAllByRole('link', { name })
    .map((link) => {
      const cell = link.closest('td')!;
      return `${headers[cell.cellIndex]?.textContent?.slice(0, 3)} ${cell.dataset.date}`;
    });
}

describe('calendar views', () => {
  it('shows a month: the weekly automation on every Monday at 09:00 local, the one-time send on its day, the reminders', async () => {
    const { user, views } = await openViews({ wide: true });
    // February 2099 has nothing yet.
    expect(await within(views).findByText('Nothing goes out in February 2099.')).toBeVisible();
    await user.click(within(views).getByRole('button', { name: 'Next month' }));

    expect(within(views).getByTestId('schedule-range')).toHaveTextContent('March 2099');
    const month = within(views).getByRole('table', { name: /What goes out in March 2099/ });
    expect(
      within(month)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(placed(month, RECURRING)).toEqual([
      'Mon 2099-03-02',
      'Mon 2099-03-09',
      'Mon 2099-03-16',
      'Mon 2099-03-23',
      'Mon 2099-03-30',
    ]);
    expect(placed(month, ONCE)).toEqual(['Wed 2099-03-18']);
    // Three days after each Monday's round, and after the one-time send's (a Saturday); not on
    // the 19th: the one-time send's round on the 18th replaces that week's round before then.
    expect(placed(month, REMINDER)).toEqual([
      'Thu 2099-03-05',
      'Thu 2099-03-12',
      'Thu 2099-03-26',
      'Thu 2099-04-02',
    ]);
    expect(
      placed(month, '2:30 PM, Weekly pulse, to Platform, reminder, day 3 of its round'),
    ).toEqual(['Sat 2099-03-21']);
    // Each leads to its automation's card, with its Edit and Delete.
    expect(within(month).getAllByRole('link', { name: ONCE })[0]).toHaveAttribute(
      'href',
      '#automation-auto-2',
    );
    expect(document.getElementById('automation-auto-2')).toHaveTextContent('Weekly pulse');
  });

  it('moves by week with the keyboard, and Today comes back to this week', async () => {
    const { user, views } = await openViews({ wide: true });
    await within(views).findByText('Nothing goes out in February 2099.');
    within(views).getByRole('button', { name: 'Next month' }).focus();
    await user.keyboard('{Enter}');
    const week = within(views).getByRole('button', { name: 'Week' });
    week.focus();
    await user.keyboard(' ');
    expect(week).toHaveAttribute('aria-pressed', 'true');

    // The week of 20 March, the day a month on from today.
    const range = within(views).getByTestId('schedule-range');
    expect(range).toHaveTextContent('Mar 15, 2099 – Mar 21, 2099');
    let table = within(views).getByRole('table', { name: /week of Mar 15, 2099/ });
    expect(within(table).getAllByRole('columnheader')[1]).toHaveTextContent(
      'Mon 16Monday, March 16, 2099',
    );
    expect(placed(table, RECURRING)).toEqual(['Mon 2099-03-16']);
    expect(placed(table, ONCE)).toEqual(['Wed 2099-03-18']);
    expect(placed(table, REMINDER)).toEqual([]);
    expect(
      placed(table, '2:30 PM, Weekly pulse, to Platform, reminder, day 3 of its round'),
    ).toEqual(['Sat 2099-03-21']);

    within(views).getByRole('button', { name: 'Next week' }).focus();
    await user.keyboard('{Enter}');
    expect(range).toHaveTextContent('Mar 22, 2099 – Mar 28, 2099');
    table = within(views).getByRole('table', { name: /week of Mar 22, 2099/ });
    expect(placed(table, RECURRING)).toEqual(['Mon 2099-03-23']);
    expect(within(table).queryAllByRole('link', { name: ONCE })).toEqual([]);

    await user.click(within(views).getByRole('button', { name: 'Previous week' }));
    await user.click(within(views).getByRole('button', { name: 'Previous week' }));
    expect(range).toHaveTextContent('Mar 8, 2099 – Mar 14, 2099');

    await user.click(within(views).getByRole('button', { name: 'Today' }));
    expect(range).toHaveTextContent('Feb 15, 2099 – Feb 21, 2099');
    expect(within(views).getByText('Nothing goes out this week.')).toBeVisible();
    const today = within(views).getByRole('table', { name: /week of Feb 15, 2099/ });
    expect(today.querySelector('td[aria-current="date"]')).toHaveAttribute(
      'data-date',
      '2099-02-20',
    );
  });

  it('gives a phone the same month as a list of days, not a grid', async () => {
    const { user, views } = await openViews({ wide: false });
    await within(views).findByText('Nothing goes out in February 2099.');
    // An empty month offers the month of the next send.
    await user.click(
      within(views).getByRole('button', { name: 'Go to the next send, Mon, Mar 2, 2099' }),
    );
    expect(within(views).getByTestId('schedule-range')).toHaveTextContent('March 2099');
    expect(within(views).queryByRole('table')).toBeNull();
    const days = within(views).getByRole('list', { name: 'Days with sends' });
    const headings = within(days)
      .getAllByRole('heading')
      .map((h) => h.textContent);
    // The month's own days only: 2 April is the grid's, not March's.
    expect(headings).toEqual([
      'Monday, March 2, 2099',
      'Thursday, March 5, 2099',
      'Monday, March 9, 2099',
      'Thursday, March 12, 2099',
      'Monday, March 16, 2099',
      'Wednesday, March 18, 2099',
      'Saturday, March 21, 2099',
      'Monday, March 23, 2099',
      'Thursday, March 26, 2099',
      'Monday, March 30, 2099',
    ]);
    const monday = within(days).getAllByRole('listitem')[0]!;
    expect(within(monday).getByRole('link', { name: RECURRING })).toBeVisible();
    expect(within(days).getByRole('link', { name: ONCE })).toHaveTextContent(
      '2:30 PMOne-timeWeekly pulsePlatform',
    );
  });

  it('says it is loading until the automations come, and when they cannot', async () => {
    let release = () => {};
    const hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { views } = await openViews({ wide: true, hold });
    expect(within(views).getByRole('status')).toHaveTextContent('Loading the calendar');
    release();
    expect(await within(views).findByText('Nothing goes out in February 2099.')).toBeVisible();
    await server?.close();

    await calendarApi([], { failAutomations: true });
    renderApp('/calendar', { apiBaseUrl: server!.baseUrl });
    expect(
      await screen.findAllByText(
        "The calendar can't be shown until the teams and automations load",
      ),
    ).not.toHaveLength(0);
  });
});
