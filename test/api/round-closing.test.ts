import { describe, expect, it } from 'vitest';
import { closeRoundResponse, surveyResultsResponse } from '#shared/api/results';
import { getRoute } from '#shared/api/routes';
import { uniqueEmail } from './support/auth-api';
import {
  api,
  createSurvey,
  expectFailure,
  linkToken,
  pulse,
  sendSurvey,
  storedResponseCount,
  submit,
  submitOk,
  surveyPartition,
  invitationsOf,
} from './support/responses-api';
import { addMember, createTeam, join, register, type Person } from './support/teams-api';

/**
 * A manager closes the latest round by hand (issue #33, decision 0042): its links stop
 * answering, answers waiting for a group of k are deleted unread, its report goes out once, the
 * next send opens the next round, and the reply says the same thing whatever was waiting.
 */

const close = (by: Person, surveyId: string, round: number) =>
  api('CloseSurveyRound', { token: by.token, params: { id: surveyId, round: String(round) } });

async function resultsOf(by: Person, surveyId: string) {
  const response = await api('GetSurveyResults', { token: by.token, params: { id: surveyId } });
  expect(response.status, response.text).toBe(200);
  return surveyResultsResponse.parse(response.body);
}

describe('closing a round by hand', () => {
  it('stops its links, deletes what waited unread, reports once, and the next send opens the next round', async () => {
    const owner = await register('Rhea');
    const team = await createTeam(owner, 'Closers');
    const people = Array.from({ length: 4 }, (_, i) => uniqueEmail(`close-${i}`));
    const survey = await createSurvey(owner, { teamId: team.id, title: 'Closing pulse' });
    expect(survey.anonymityThreshold).toBe(3);
    await sendSurvey(owner, survey.id, { recipients: people });
    const tokens = await Promise.all(people.map((to) => linkToken(to, survey.id)));
    // Two answers wait for a third: a group that never completes.
    await submitOk(survey.id, pulse(survey, 5, 'Quiet week'), tokens[0]);
    await submitOk(survey.id, pulse(survey, 1), tokens[1]);
    expect(await storedResponseCount(survey.id)).toBe(2);
    expect((await resultsOf(owner, survey.id)).rounds).toEqual([
      expect.objectContaining({ round: 1, shown: false, closed: false }),
    ]);

    // A member of the team may not close it; a round the survey does not have is not found.
    const member = await register('Mo');
    await join(owner, team.id, member, 'member');
    expectFailure(await close(member, survey.id, 1), 404, 'not_found');
    expectFailure(await close(owner, survey.id, 2), 404, 'not_found');

    const closed = await close(owner, survey.id, 1);
    expect(closed.status, closed.text).toBe(200);
    const body = closeRoundResponse.parse(closed.body);
    expect(body).toEqual({
      round: 1,
      message:
        'Round 1 is closed. Its invitations no longer take answers; answers still waiting for a group of at least 3 were deleted unread, and everything released stays. Your next send starts round 2.',
    });
    // What waited is gone, unread; the round says it is closed, still showing nothing.
    expect(await storedResponseCount(survey.id)).toBe(0);
    const after = await resultsOf(owner, survey.id);
    expect(after.rounds).toEqual([
      expect.objectContaining({ round: 1, shown: false, closed: true }),
    ]);
    expect(JSON.stringify(after)).not.toContain('Quiet week');
    // Round 1's links take no answers any more.
    expectFailure(
      await submit(survey.id, pulse(survey, 3), { token: tokens[2] }),
      410,
      'round_closed',
    );
    // Closing again says so; the report was claimed once.
    const again = expectFailure(await close(owner, survey.id, 1), 409, 'round_closed');
    expect(again.message).toBe('This round is closed already.');
    const reports = (await surveyPartition(survey.id, 'ROUND#')).filter((r) => r.reportedAt);
    expect(reports).toHaveLength(1);
    // Sent to four (at least k), the round may say late answers were too few to show.
    expect((await invitationsOf(owner, survey.id)).rounds?.[0]).toMatchObject({
      round: 1,
      invited: 4,
      withheld: true,
    });

    // The next send opens round 2, whose links answer; round 1 cannot be closed any more.
    // (A new address: one survey mail per address and day.)
    const newcomer = uniqueEmail('close-newcomer');
    await sendSurvey(owner, survey.id, { recipients: [newcomer] });
    const round2 = await linkToken(newcomer, survey.id);
    await submitOk(survey.id, pulse(survey, 4), round2);
    expect((await resultsOf(owner, survey.id)).rounds.map((r) => [r.round, r.closed])).toEqual([
      [1, true],
      [2, false],
    ]);
    const earlier = expectFailure(await close(owner, survey.id, 1), 409, 'round_closed');
    expect(earlier.message).toBe('This round is closed already.');
    expect(getRoute('CloseSurveyRound').method).toBe('POST');
  });

  it('releases a complete group that waits for its day, and says the same', async () => {
    const owner = await register('Sol');
    const team = await createTeam(owner, 'Finishers');
    const people = Array.from({ length: 6 }, (_, i) => uniqueEmail(`finish-${i}`));
    for (const [i, email] of people.entries()) await addMember(owner, team.id, `F${i}`, email);
    const survey = await createSurvey(owner, { teamId: team.id, title: 'Finishing pulse' });
    await sendSurvey(owner, survey.id, { recipients: people });
    // Three released at once; three more complete a group that waits for the next day.
    for (const [i, email] of people.entries()) {
      await submitOk(survey.id, pulse(survey, 1 + (i % 5)), await linkToken(email, survey.id));
    }
    expect((await resultsOf(owner, survey.id)).responses).toBe(3);
    const closed = closeRoundResponse.parse((await close(owner, survey.id, 1)).body);
    expect(closed.message).toMatch(/^Round 1 is closed\. Its invitations no longer take answers/);
    // The complete group was released with the close, in round 1.
    const after = await resultsOf(owner, survey.id);
    expect(after.responses).toBe(6);
    expect(after.rounds).toEqual([
      expect.objectContaining({ round: 1, responded: 6, shown: true, closed: true }),
    ]);
  });

  it('tells nothing of whether the one person a round went to answered', async () => {
    const owner = await register('Tam');
    const team = await createTeam(owner, 'Singles');
    const views: unknown[] = [];
    for (const answers of [true, false]) {
      const survey = await createSurvey(owner, { teamId: team.id, title: 'One-person round' });
      const person = uniqueEmail('single');
      await sendSurvey(owner, survey.id, { recipients: [person] });
      if (answers) await submitOk(survey.id, pulse(survey, 2), await linkToken(person, survey.id));
      const closed = closeRoundResponse.parse((await close(owner, survey.id, 1)).body);
      const { rounds } = await invitationsOf(owner, survey.id);
      const results = await resultsOf(owner, survey.id);
      views.push({
        message: closed.message,
        round: { ...rounds?.[0], opened_at: undefined },
        results: {
          ...results,
          survey: undefined,
          rounds: results.rounds.map((r) => ({ ...r, openedOn: undefined })),
        },
      });
    }
    // Answered or not, the close, the round and the results read the same.
    expect(views[0]).toEqual(views[1]);
    expect(views[0]).toMatchObject({ round: { invited: 1, withheld: false } });
  });
});
