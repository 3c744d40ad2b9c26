import { afterAll, describe, expect, it } from 'vitest';
import { apiUrl, storedItems, uniqueEmail } from './support/auth-api';
import {
  api,
  createSurvey,
  expectCallsWithinBudget,
  settleSends,
  surveyMails,
  updateSurvey,
} from './support/responses-api';
import { addMember, createTeam, register } from './support/teams-api';

/**
 * The survey editor's scheduled date (spec 2 §3, decision 0016): setting, moving or clearing a
 * survey's `scheduledDate` in its `timezone` makes, moves or cancels its one-time automation, and
 * the in-process scheduler sends it at that moment.
 */

const ZONE = 'America/New_York';

async function productNow(): Promise<number> {
  const clock = (await (await fetch(`${apiUrl()}/dev/api/clock`)).json()) as { now: string };
  return Date.parse(clock.now);
}

/** `minutes` ahead of the product's clock, on a whole minute: the instant and its local time. */
async function ahead(minutes: number) {
  const at = new Date((await productNow()) + minutes * 60_000);
  at.setUTCSeconds(0, 0);
  const local = new Intl.DateTimeFormat('sv-SE', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(at)
    .replace(' ', 'T');
  return { at: at.toISOString(), local };
}

async function oneTimeAutomations(surveyId: string) {
  return (await storedItems()).filter(
    (i) => String(i.PK).startsWith('AUTOMATION#') && i.surveyId === surveyId,
  ) as {
    frequency: string;
    startDate: string;
    time: string;
    timezone: string;
    nextRun: { index: number; at: string } | null;
  }[];
}

/** Fires what is due, then waits for the mails it queued to go out (decision 0033). */
const checkScheduler = async () => {
  await fetch(`${apiUrl()}/dev/api/scheduler/check`, { method: 'POST' });
  await settleSends();
};

async function setUp(label: string) {
  const owner = await register('Sela');
  const team = await createTeam(owner, `Early shift ${label}`);
  const members = [uniqueEmail(`${label}-a`), uniqueEmail(`${label}-b`)];
  for (const [i, email] of members.entries()) await addMember(owner, team.id, `Member ${i}`, email);
  const survey = await createSurvey(owner, { title: `Early pulse ${label}`, teamId: team.id });
  return { owner, team, survey, audience: [owner.email, ...members] };
}

/** Journeys through the scheduler fire whatever else is due: slow on a loaded machine. */
const JOURNEY_MS = 120_000;

describe('a survey’s scheduled date', () => {
  // Every route a journey called stayed within its documented DynamoDB calls.
  afterAll(() => expectCallsWithinBudget());

  it(
    'set and moved in the editor, sends the survey once at that moment',
    async () => {
      const { owner, survey, audience } = await setUp('set');
      const first = await ahead(30);
      const set = await updateSurvey(owner, survey, { scheduledDate: first.local, timezone: ZONE });
      expect(set.scheduledDate).toBe(first.local);
      let automations = await oneTimeAutomations(survey.id);
      expect(automations).toHaveLength(1);
      expect(automations[0]).toMatchObject({ frequency: 'once', timezone: ZONE });
      expect(automations[0]?.nextRun?.at).toBe(first.at);

      // Moved to sooner: the same automation moves; saving it unchanged moves nothing.
      const sooner = await ahead(3);
      const moved = await updateSurvey(owner, set, { scheduledDate: sooner.local, timezone: ZONE });
      await updateSurvey(owner, moved, {});
      // Saved by a manager elsewhere (the editor sends its viewer's zone): the date keeps its zone.
      const elsewhere = await updateSurvey(owner, moved, { timezone: 'Asia/Tokyo' });
      expect(elsewhere.timezone).toBe(ZONE);
      automations = await oneTimeAutomations(survey.id);
      expect(automations).toHaveLength(1);
      expect(automations[0]?.nextRun?.at).toBe(sooner.at);

      // Not yet due: nothing goes out.
      await checkScheduler();
      for (const to of audience) expect(await surveyMails(to, survey.id), to).toEqual([]);

      // The product's clock passes the time; the in-process scheduler sends it once.
      await fetch(`${apiUrl()}/dev/api/clock`, {
        method: 'POST',
        body: JSON.stringify({ advanceHours: 5 / 60 }),
      });
      await checkScheduler();
      await checkScheduler();
      for (const to of audience) expect((await surveyMails(to, survey.id)).length, to).toBe(1);
      expect((await oneTimeAutomations(survey.id))[0]?.nextRun).toBeNull();
    },
    JOURNEY_MS,
  );

  it(
    'set when the survey is created, and cleared: nothing goes out',
    async () => {
      const owner = await register('Sela');
      const team = await createTeam(owner, 'Late shift');
      const member = uniqueEmail('cleared');
      await addMember(owner, team.id, 'Member', member);
      const when = await ahead(3);
      const survey = await createSurvey(owner, {
        title: 'Late pulse',
        teamId: team.id,
        scheduledDate: when.local,
        timezone: ZONE,
      });
      expect((await oneTimeAutomations(survey.id))[0]?.nextRun?.at).toBe(when.at);

      const cleared = await updateSurvey(owner, survey, { scheduledDate: null });
      expect(cleared.scheduledDate).toBeNull();
      expect(await oneTimeAutomations(survey.id)).toEqual([]);
      await fetch(`${apiUrl()}/dev/api/clock`, {
        method: 'POST',
        body: JSON.stringify({ advanceHours: 5 / 60 }),
      });
      await checkScheduler();
      for (const to of [owner.email, member]) expect(await surveyMails(to, survey.id)).toEqual([]);
    },
    JOURNEY_MS,
  );

  it(
    'refuses a moment in the past, and a survey with no team to send to',
    async () => {
      const { owner, survey } = await setUp('refused');
      const past = await ahead(-120);
      const refused = await api('UpdateSurvey', {
        token: owner.token,
        params: { id: survey.id },
        json: {
          title: survey.title,
          questions: survey.questions,
          scheduledDate: past.local,
          timezone: ZONE,
        },
      });
      expect(refused.status, refused.text).toBe(400);
      expect(refused.body).toMatchObject({
        fields: { scheduledDate: 'Choose a date and time in the future' },
      });
      expect(await oneTimeAutomations(survey.id)).toEqual([]);
      const stored = (await storedItems()).find(
        (i) => i.PK === `SURVEY#${survey.id}` && i.SK === 'SURVEY',
      );
      expect(stored?.scheduledDate).toBeNull();

      const noTeam = await api('CreateSurvey', {
        token: owner.token,
        json: {
          title: 'Nobody to send to',
          scheduledDate: (await ahead(60)).local,
          timezone: ZONE,
          questions: [{ type: 'text', text: 'Hi?', required: false, order: 1 }],
        },
      });
      expect(noTeam.status, noTeam.text).toBe(400);
      expect(JSON.stringify(noTeam.body)).toContain('Assign the survey to a team');
    },
    JOURNEY_MS,
  );
});
