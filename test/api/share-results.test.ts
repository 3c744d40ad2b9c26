import { describe, expect, it } from 'vitest';
import { surveyResultsResponse } from '#shared/api/results';
import {
  createShareResponse,
  resultsSharesResponse,
  sharedResults,
  sharedResultsPage,
  teamResultsReadsResponse,
} from '#shared/api/shares';
import type { Survey } from '#shared/api/surveys';
import { advanceHours, apiUrl, storedItems, uniqueEmail } from './support/auth-api';
import {
  api,
  createSurvey,
  expectCallsWithinBudget,
  linkToken,
  runResponseDigest,
  sendSurvey,
  submitOk,
  type Answer,
} from './support/responses-api';
import { addMember, createTeam, join, register } from './support/teams-api';

/**
 * Sharing a round's results back (issue #31, decision 0054) and the results-access log: a share
 * is the results view of the round at that moment, frozen, comments off unless asked for,
 * nothing the view withholds; its public page answers 404 once revoked; and the team's members
 * see which manager opened their team's results and exports, on which days.
 */

const COMMENTS = [
  'The rota is wonderful now',
  'Meetings run far too long',
  'Tuesday planning helps',
  'Great support from the leads',
  'The coffee machine is broken',
  'Fine overall',
  'Late answer one',
  'Late answer two',
];

const questions = () => [
  {
    type: 'rating',
    text: 'How was your week?',
    required: true,
    order: 1,
    options: { min: 1, max: 5, labels: ['Poor', 'Excellent'] },
  },
  { type: 'textarea', text: 'What should change?', required: false, order: 2, options: {} },
];

function answers(survey: Survey, i: number): Answer[] {
  const [r, t] = survey.questions.map((q) => q.id) as [string, string];
  return [
    { questionId: r, type: 'rating', value: (i % 5) + 1 },
    { questionId: t, type: 'textarea', value: COMMENTS[i]! },
  ];
}

const get = (path: string, token: string) =>
  fetch(`${apiUrl()}${path}`, { headers: { authorization: `Bearer ${token}` } });

describe('sharing a round’s results back, and the results-access log', () => {
  it('shares exactly the view (comments off by default, withheld answers absent), logs reads for the team, and a revoked page answers 404', async () => {
    const owner = await register('Ana');
    const team = await createTeam(owner, 'Share crew');
    const other = await createTeam(owner, 'Other crew');
    const member = await register('Mo');
    const outsider = await register('Nia');
    await join(owner, team.id, member, 'member');
    await join(owner, other.id, outsider, 'member');
    const people = COMMENTS.map((_, i) => uniqueEmail(`share-${i}`));
    for (const [i, email] of people.entries()) await addMember(owner, team.id, `P${i}`, email);
    const survey = await createSurvey(owner, {
      title: 'Share pulse',
      teamId: team.id,
      anonymityThreshold: 3,
      questions: questions(),
    });
    await sendSurvey(owner, survey.id, { recipients: people });

    // Below the threshold there is nothing to share.
    const early = await api('PreviewResultsShare', {
      token: owner.token,
      params: { id: survey.id, round: '1' },
      json: { note: '' },
    });
    expect(early.status, early.text).toBe(409);
    expect(early.body).toMatchObject({ errorType: 'nothing_to_share' });

    // Six answers released (four one day, two the next); two more wait as a group below k.
    for (let i = 0; i < 6; i += 1) {
      await submitOk(survey.id, answers(survey, i), await linkToken(people[i]!, survey.id));
      if (i === 3) await advanceHours(25);
    }
    await runResponseDigest();
    for (let i = 6; i < 8; i += 1) {
      await submitOk(survey.id, answers(survey, i), await linkToken(people[i]!, survey.id));
    }

    const view = await get(`/api/surveys/${survey.id}/results?round=1`, owner.token);
    expect(view.status).toBe(200);
    const results = surveyResultsResponse.parse(await view.json());
    expect(results).toMatchObject({ status: 'shown', responses: 6 });
    const shownExcerpts = results.questions[1]!.comments!.excerpts!;
    expect(shownExcerpts.length).toBeGreaterThan(0);

    // The preview: the view's figures, no comment unless asked for, nothing withheld.
    const note = 'Thank you. We will shorten meetings from next month.';
    const previewed = await api('PreviewResultsShare', {
      token: owner.token,
      params: { id: survey.id, round: '1' },
      json: { note },
    });
    expect(previewed.status, previewed.text).toBe(200);
    const preview = sharedResults.parse(previewed.body);
    expect(preview).toMatchObject({
      round: 1,
      note,
      responses: 6,
      participation: results.participation,
      includeComments: false,
      sharedBy: 'Ana Tester',
    });
    expect(preview.questions[0]!.rating).toEqual(results.questions[0]!.rating);
    expect(preview.questions[1]!.comments?.excerpts ?? null).toBeNull();
    for (const words of COMMENTS) expect(JSON.stringify(preview)).not.toContain(words);

    const withComments = sharedResults.parse(
      (
        await api('PreviewResultsShare', {
          token: owner.token,
          params: { id: survey.id, round: '1' },
          json: { note, includeComments: true },
        })
      ).body,
    );
    expect(withComments.questions[1]!.comments!.excerpts).toEqual(shownExcerpts);
    // The two answers still waiting are in no share, with or without comments.
    for (const words of COMMENTS.slice(6)) {
      expect(JSON.stringify(withComments)).not.toContain(words);
    }

    // Bad input says what is wrong and creates nothing.
    const tooLong = await api('CreateResultsShare', {
      token: owner.token,
      params: { id: survey.id, round: '1' },
      json: { note: 'x'.repeat(2001) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.text).toContain('at most 2000 characters');
    const strangerShare = await api('CreateResultsShare', {
      token: outsider.token,
      params: { id: survey.id, round: '1' },
      json: { note },
    });
    expect(strangerShare.status).toBe(404);

    const createdCall = await api('CreateResultsShare', {
      token: owner.token,
      params: { id: survey.id, round: '1' },
      json: { note },
    });
    expect(createdCall.status, createdCall.text).toBe(201);
    const created = createShareResponse.parse(createdCall.body);
    const token = created.path.replace('/shared/', '');
    // 144 random bits, and only their hash is the share's id.
    expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(created.share.id).not.toContain(token);
    // An operator reading the table finds neither the secret nor a respondent in a share or a read.
    const stored = (await storedItems()).filter(
      (item) =>
        (item.entityType === 'ResultsShare' && item.surveyId === survey.id) ||
        (item.entityType === 'ResultsRead' && String(item.PK).endsWith(survey.id)),
    );
    expect(stored.map((item) => item.entityType)).toContain('ResultsShare');
    expect(stored.map((item) => item.entityType)).toContain('ResultsRead');
    for (const item of stored) {
      const text = JSON.stringify(item);
      expect(text).not.toContain(token);
      for (const email of people) expect(text).not.toContain(email);
      for (const words of COMMENTS) expect(text).not.toContain(words);
    }
    // Reads are kept 400 days.
    const read = stored.find((item) => item.entityType === 'ResultsRead')!;
    expect(Number(read.expiresAt) - Date.parse(`${read.day as string}T00:00:00Z`) / 1000).toBe(
      400 * 86_400,
    );

    // A later answer released does not change what was shared.
    const publicCall = await api('GetSharedResults', { params: { token } });
    expect(publicCall.status, publicCall.text).toBe(200);
    const page = sharedResultsPage.parse(publicCall.body);
    expect(page.results).toEqual(preview);

    // The page lists who opened the survey's results, by day (the manager, not the respondents).
    // (two days: the early preview was a read too, the day before the release)
    expect(page.reads.map((r) => r.reader)).toEqual(['Ana Tester', 'Ana Tester']);
    expect(page.reads[1]!.kinds).toEqual(['share']);
    expect(page.reads[0]!.kinds).toEqual(expect.arrayContaining(['results', 'share']));

    // An export is logged too, and the team's member sees both; another team's member does not.
    const csv = await get(
      `/api/surveys/${survey.id}/results/export?format=csv&round=1`,
      owner.token,
    );
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain('How was your week?');
    const teamReads = await api('ListTeamResultsReads', {
      token: member.token,
      params: { teamId: team.id },
    });
    expect(teamReads.status, teamReads.text).toBe(200);
    const reads = teamResultsReadsResponse.parse(teamReads.body).reads;
    expect(reads).toHaveLength(2);
    expect(reads[0]).toMatchObject({ reader: 'Ana Tester', role: 'owner' });
    expect(reads[0]!.kinds).toEqual(expect.arrayContaining(['export', 'results']));
    const elsewhere = await api('ListTeamResultsReads', {
      token: outsider.token,
      params: { teamId: team.id },
    });
    expect(elsewhere.status).toBe(404);
    const ownTeam = await api('ListTeamResultsReads', {
      token: outsider.token,
      params: { teamId: other.id },
    });
    expect(teamResultsReadsResponse.parse(ownTeam.body).reads).toEqual([]);

    // The share is listed; a stranger cannot revoke it; revoking ends the page.
    const listed = resultsSharesResponse.parse(
      (await api('ListResultsShares', { token: owner.token, params: { id: survey.id } })).body,
    );
    expect(listed.shares).toMatchObject([
      { id: created.share.id, round: 1, sharedBy: 'Ana Tester', revokedAt: null },
    ]);
    const strangerRevoke = await api('RevokeResultsShare', {
      token: outsider.token,
      params: { id: survey.id, shareId: created.share.id },
    });
    expect(strangerRevoke.status).toBe(404);
    const revoked = await api('RevokeResultsShare', {
      token: owner.token,
      params: { id: survey.id, shareId: created.share.id },
    });
    expect(revoked.status, revoked.text).toBe(204);
    const gone = await api('GetSharedResults', { params: { token } });
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({
      message: 'This shared page does not exist or was taken down.',
    });
    const after = resultsSharesResponse.parse(
      (await api('ListResultsShares', { token: owner.token, params: { id: survey.id } })).body,
    );
    expect(after.shares[0]!.revokedAt).not.toBeNull();
    // A made-up secret is a 404 like any other.
    expect((await api('GetSharedResults', { params: { token: 'a'.repeat(24) } })).status).toBe(404);

    expectCallsWithinBudget();
  });
});
