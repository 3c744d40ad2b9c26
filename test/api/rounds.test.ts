import { describe, expect, it } from 'vitest';
import { automationResponse } from '#shared/api/automations';
import { mailedToken, storedItems, uniqueEmail, waitForState } from './support/auth-api';
import {
  api,
  createSurvey,
  invitationsOf,
  landing,
  linkToken,
  openLanding,
  pulse,
  sendFinished,
  sendSurvey,
  submit,
  submitOk,
  surveyLinkPath,
  surveyMails,
  fireNextRun,
} from './support/responses-api';
import { addMember, createTeam, register } from './support/teams-api';

/**
 * Rounds (decision 0016): every send to a survey's audience opens or adds to a round, with one
 * invitation and one single-use link per address per round, so the people who answered round 1
 * can answer again when an automation's run opens round 2.
 */

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** An automation of the survey to the team from tomorrow, as the calendar's form makes it. */
async function automate(
  owner: { token: string },
  target: { surveyId: string; teamId: string },
  rule: { frequency: 'daily' | 'weekly'; time: string; timezone: string },
): Promise<string> {
  const created = await api('CreateAutomation', {
    token: owner.token,
    json: {
      surveyId: target.surveyId,
      teamIds: [target.teamId],
      startDate: inDays(1),
      ...rule,
    },
  });
  expect(created.status, created.text).toBe(201);
  return automationResponse.parse(created.body).automation.id;
}

describe('rounds', () => {
  it('a run opens round 2: who answered round 1 answers again with the new link, the old one stays used', async () => {
    const owner = await register('Rhea');
    const team = await createTeam(owner, 'Harbour crew');
    const ada = uniqueEmail('round-ada');
    const ben = uniqueEmail('round-ben');
    await addMember(owner, team.id, 'Ada', ada);
    await addMember(owner, team.id, 'Ben', ben);
    const survey = await createSurvey(owner, { title: 'Harbour pulse', teamId: team.id });

    // Round 1, by hand; a second send by hand to the same address adds nothing to round 1.
    expect((await sendSurvey(owner, survey.id, { recipients: [ada, ben] })).sent).toBe(2);
    const again = await sendSurvey(owner, survey.id, { recipients: [ada] });
    expect(again.results).toMatchObject([{ status: 'skipped', reason: 'Already sent' }]);
    const first = await linkToken(ada, survey.id);
    await submitOk(survey.id, pulse(survey, 4, 'Calm week.'), first);

    // Round 2, by an automation's run, to the team's roster (the owner, Ada and Ben).
    const id = await automate(
      owner,
      { surveyId: survey.id, teamId: team.id },
      { frequency: 'weekly', time: '09:00', timezone: 'Europe/Berlin' },
    );
    await fireNextRun(id);

    const adaMails = await surveyMails(ada, survey.id);
    expect(adaMails).toHaveLength(2);
    const second = await linkToken(ada, survey.id, 2);
    expect(second).not.toBe(first);
    expect(adaMails.map((m) => mailedToken(m, surveyLinkPath(survey.id)))).toContain(first);
    // The round-1 link stays used; the round-2 link works once.
    expect((await openLanding(survey.id, first)).status).toBe('responded');
    const replay = await submit(survey.id, pulse(survey, 2), { token: first });
    expect(replay.status, replay.text).toBe(409);
    expect(replay.body).toMatchObject({
      errorType: 'already_responded',
      message: 'You have already responded to this survey.',
    });
    expect((await openLanding(survey.id, second)).status).toBe('open');
    await submitOk(survey.id, pulse(survey, 5, 'Better still.'), second);
    expect((await submit(survey.id, pulse(survey, 1), { token: second })).status).toBe(409);
    // Ben, who did not answer round 1, has a working link in each round.
    expect((await openLanding(survey.id, await linkToken(ben, survey.id, 1))).status).not.toBe(
      'responded',
    );

    // The invitations list shows each round with how many went out in it, never who answered.
    const listed = await invitationsOf(owner, survey.id);
    expect(listed.rounds).toEqual([
      expect.objectContaining({ round: 1, origin: 'manual', automation_id: null, invited: 2 }),
      expect.objectContaining({
        round: 2,
        origin: 'automation',
        automation_id: id,
        invited: 3,
      }),
    ]);
    const perRound = (round: number) =>
      listed.invitations
        .filter((i) => i.round === round)
        .map((i) => i.recipient_email.toLowerCase())
        .sort();
    expect(perRound(1)).toEqual([ada, ben].map((e) => e.toLowerCase()).sort());
    expect(perRound(2)).toEqual([owner.email, ada, ben].map((e) => e.toLowerCase()).sort());
    expect(listed.invitations.every((i) => i.status !== 'responded')).toBe(true);

    // A later send by hand adds to the latest round: a new address goes in, Ben is skipped.
    const carla = uniqueEmail('round-carla');
    const added = await sendSurvey(owner, survey.id, { recipients: [carla, ben] });
    expect(added.results.map((r) => r.status)).toEqual(['sent', 'skipped']);
    const after = await invitationsOf(owner, survey.id);
    expect(after.rounds?.map((r) => [r.round, r.invited])).toEqual([
      [1, 2],
      [2, 4],
    ]);
    // Stored: round 1 keeps the key it always had, round 2 sits under its own.
    const keys = (await storedItems())
      .filter((i) => i.PK === `SURVEY#${survey.id}` && String(i.SK).startsWith('INVITATION#'))
      .map((i) => String(i.SK));
    expect(keys).toContain(`INVITATION#${ada.toLowerCase()}`);
    expect(keys).toContain(`INVITATION#R2#${ada.toLowerCase()}`);
    expect(keys).toContain(`INVITATION#R2#${carla.toLowerCase()}`);
  });

  it('resends the latest round’s invitation, or the round asked for', async () => {
    const owner = await register('Rhea');
    const team = await createTeam(owner, 'Dock crew');
    const dan = uniqueEmail('round-dan');
    await addMember(owner, team.id, 'Dan', dan);
    const survey = await createSurvey(owner, { title: 'Dock pulse', teamId: team.id });
    await sendSurvey(owner, survey.id, { recipients: [dan] });
    const id = await automate(
      owner,
      { surveyId: survey.id, teamId: team.id },
      { frequency: 'daily', time: '08:00', timezone: 'Europe/Berlin' },
    );
    await fireNextRun(id);
    const roundTwo = await linkToken(dan, survey.id, 2);

    const resent = await api('ResendSurveyInvitation', {
      token: owner.token,
      params: { id: survey.id },
      json: { email: dan },
    });
    expect(resent.status, resent.text).toBe(200);
    // The round-2 link was replaced by the resent one; round 1 closed when round 2 opened, so
    // its link no longer answers (decision 0023).
    const latest = await linkToken(dan, survey.id, 3);
    expect((await openLanding(survey.id, latest)).status).toBe('open');
    const old = await submit(survey.id, [], { token: roundTwo });
    expect(old.status, old.text).toBe(404);
    const mails = await surveyMails(dan, survey.id);
    expect(mails).toHaveLength(3);
    const roundOne = mailedToken(mails[2] as (typeof mails)[number], surveyLinkPath(survey.id));
    const closed = await landing(survey.id, roundOne);
    expect(closed.status, closed.text).toBe(410);
    expect(closed.body).toMatchObject({ errorType: 'round_closed' });
  });
  it('withholds a round’s last answers when fewer than k wait as the next round opens; the person counts again in the new round', async () => {
    const owner = await register('Rhea');
    const team = await createTeam(owner, 'Quay crew');
    const eve = uniqueEmail('round-eve');
    await addMember(owner, team.id, 'Eve', eve);
    const survey = await createSurvey(owner, { title: 'Quay pulse', teamId: team.id });
    await sendSurvey(owner, survey.id, { recipients: [eve] });
    await submitOk(survey.id, pulse(survey, 3), await linkToken(eve, survey.id));
    const id = await automate(
      owner,
      { surveyId: survey.id, teamId: team.id },
      { frequency: 'daily', time: '07:00', timezone: 'Europe/Berlin' },
    );
    await fireNextRun(id);
    await submitOk(survey.id, pulse(survey, 4), await linkToken(eve, survey.id, 2));

    // Round 1's lone answer closed unreleased when round 2 opened (decision 0023): deleted, only
    // counted as withheld on the round; round 2's answer waits in a group of its own.
    const items = await storedItems();
    const mine = items.filter((i) => i.PK === `SURVEY#${survey.id}`);
    expect(mine.find((i) => i.SK === 'STATS')).toMatchObject({
      waiting_email_count: 1,
      waiting_email_independent: 1,
      waiting_email_group: 2,
      emailRound: 2,
    });
    expect(mine.find((i) => i.SK === 'ROUND#000001')).toMatchObject({ withheld: 1 });
    expect(mine.filter((i) => String(i.SK).startsWith('RESPONSE#'))).toHaveLength(1);
  });

  it('two automations due together mail the roster once that day: the second run skips everyone', async () => {
    const owner = await register('Rita');
    const team = await createTeam(owner, 'Twin schedules');
    const ada = uniqueEmail('twin-ada');
    const ben = uniqueEmail('twin-ben');
    await addMember(owner, team.id, 'Ada', ada);
    await addMember(owner, team.id, 'Ben', ben);
    const survey = await createSurvey(owner, { title: 'Twin pulse', teamId: team.id });
    const automations: string[] = [];
    for (let i = 0; i < 2; i++) {
      const id = await automate(
        owner,
        { surveyId: survey.id, teamId: team.id },
        { frequency: 'weekly', time: '09:00', timezone: 'UTC' },
      );
      automations.push(id);
    }
    const latestSend = async () => (await invitationsOf(owner, survey.id)).latestSend;
    await fireNextRun(automations[0]!);
    await waitForState(
      async () => ((await latestSend())?.state === 'done' ? true : undefined),
      () => 'the first run is not done',
    );
    expect(await latestSend()).toMatchObject({ total: 3, sent: 3, skipped: 0 });
    await fireNextRun(automations[1]!);
    const second = await waitForState(
      async () => {
        const send = await latestSend();
        return send && send.total === 3 && send.skipped === 3 && send.state === 'done'
          ? send
          : undefined;
      },
      () => 'the second run did not skip everyone',
    );
    const { results } = await sendFinished(owner, survey.id, second.sendId);
    expect(results.map((r) => [r.status, r.reason])).toEqual([
      ['skipped', 'Already e-mailed this survey today'],
      ['skipped', 'Already e-mailed this survey today'],
      ['skipped', 'Already e-mailed this survey today'],
    ]);
    // One mail each, from the first run; both rounds are the survey's.
    for (const to of [ada, ben, owner.email])
      expect(await surveyMails(to, survey.id)).toHaveLength(1);
    expect((await invitationsOf(owner, survey.id)).rounds?.map((r) => r.round)).toEqual([1, 2]);
  });
});
