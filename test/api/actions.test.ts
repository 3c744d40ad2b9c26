import { afterAll, describe, expect, it } from 'vitest';
import {
  actionDeletedResponse,
  actionOwnersResponse,
  actionResponse,
  actionsResponse,
} from '#shared/api/actions';
import { uniqueEmail } from './support/auth-api';
import {
  api,
  createSurvey,
  expectCallsWithinBudget,
  expectFailure,
  questionIds,
  sendSurvey,
  surveyPartition,
} from './support/responses-api';
import { createTeam, join, register, type Person } from './support/teams-api';

/**
 * Actions on a round's results (issue #31, decision 0055): a manager records what will be done
 * about a question, with an owner among the survey's managers, a real due date and a status whose
 * changes are kept; the team's page lists them; nobody else sees or changes them.
 */

const record = (by: Person, surveyId: string, json: Record<string, unknown>) =>
  api('CreateSurveyAction', { token: by.token, params: { id: surveyId }, json });

describe('actions on a round’s results', () => {
  afterAll(() => expectCallsWithinBudget());

  it('records, lists, moves through statuses with their history, and deletes', async () => {
    // Prepare: a team with an owner, an admin and a member; a survey sent once (round 1).
    const owner = await register('Ada', undefined, 'Owner');
    const admin = await register('Bo', undefined, 'Admin');
    const member = await register('Cy', undefined, 'Member');
    const stranger = await register('Di', undefined, 'Stranger');
    const team = await createTeam(owner, 'Follow-through');
    await join(owner, team.id, admin, 'admin');
    await join(owner, team.id, member, 'member');
    const survey = await createSurvey(owner, { teamId: team.id, title: 'Action pulse' });
    await sendSurvey(owner, survey.id, { recipients: [uniqueEmail('action-r1')] });
    const [ratingId] = questionIds(survey);

    // Who may own an action: the team's owner and admin, never the member.
    const owners = actionOwnersResponse.parse(
      (await api('ListActionOwners', { token: owner.token, params: { id: survey.id } })).body,
    ).owners;
    expect(owners.map((o) => o.name).sort()).toEqual(['Ada Owner', 'Bo Admin']);

    // Act: the owner records an action owned by the admin.
    const made = await record(owner, survey.id, {
      round: 1,
      questionId: ratingId,
      what: 'Move the weekly meeting to Tuesday',
      ownerId: admin.userId,
      dueDate: '2027-02-28',
    });
    expect(made.status, made.text).toBe(201);
    const { action } = actionResponse.parse(made.body);
    expect(action).toMatchObject({
      surveyId: survey.id,
      surveyTitle: 'Action pulse',
      round: 1,
      questionId: ratingId,
      what: 'Move the weekly meeting to Tuesday',
      ownerId: admin.userId,
      ownerName: 'Bo Admin',
      dueDate: '2027-02-28',
      status: 'open',
      checkedInRound: null,
    });
    expect(action.history).toEqual([
      { status: 'open', at: expect.any(String), byName: 'Ada Owner' },
    ]);

    // The admin moves it on twice; the history keeps each change and who made it.
    for (const status of ['in_progress', 'done'] as const) {
      const moved = await api('UpdateSurveyAction', {
        token: admin.token,
        params: { id: survey.id, actionId: action.id },
        json: { status },
      });
      expect(moved.status, moved.text).toBe(200);
    }
    const listed = actionsResponse.parse(
      (await api('ListSurveyActions', { token: owner.token, params: { id: survey.id } })).body,
    ).actions;
    expect(listed).toHaveLength(1);
    expect(listed[0]!.status).toBe('done');
    expect(listed[0]!.history.map((h) => [h.status, h.byName])).toEqual([
      ['open', 'Ada Owner'],
      ['in_progress', 'Bo Admin'],
      ['done', 'Bo Admin'],
    ]);

    // The team page's list: everyone on the team reads it; a stranger gets 404.
    for (const person of [owner, admin, member]) {
      const teamList = await api('ListTeamActions', {
        token: person.token,
        params: { teamId: team.id },
      });
      expect(teamList.status, teamList.text).toBe(200);
      expect(actionsResponse.parse(teamList.body).actions.map((a) => a.id)).toEqual([action.id]);
    }
    expectFailure(
      await api('ListTeamActions', { token: stranger.token, params: { teamId: team.id } }),
      404,
      'not_found',
    );

    // A member and a stranger can neither list, record, change nor delete the survey's actions.
    for (const person of [member, stranger]) {
      expectFailure(
        await api('ListSurveyActions', { token: person.token, params: { id: survey.id } }),
        404,
      );
      expectFailure(
        await record(person, survey.id, {
          round: 1,
          questionId: ratingId,
          what: 'Sneaky',
          ownerId: person.userId,
          dueDate: '2027-01-01',
        }),
        404,
      );
      expectFailure(
        await api('UpdateSurveyAction', {
          token: person.token,
          params: { id: survey.id, actionId: action.id },
          json: { status: 'dropped' },
        }),
        404,
      );
      expectFailure(
        await api('DeleteSurveyAction', {
          token: person.token,
          params: { id: survey.id, actionId: action.id },
        }),
        404,
      );
    }

    // The stored action names a survey, a round and a question: nothing of anyone who answered.
    const [stored] = await surveyPartition(survey.id, 'ACTION#');
    expect(Object.keys(stored!).sort()).toEqual(
      [
        'PK',
        'SK',
        'entityType',
        'id',
        'surveyId',
        'surveyTitle',
        'round',
        'questionId',
        'question',
        'what',
        'ownerId',
        'ownerName',
        'dueDate',
        'status',
        'history',
        'teamIds',
        'createdBy',
        'createdAt',
      ].sort(),
    );

    // Deleted, it leaves the survey's list and the team's.
    const deleted = await api('DeleteSurveyAction', {
      token: owner.token,
      params: { id: survey.id, actionId: action.id },
    });
    expect(actionDeletedResponse.parse(deleted.body)).toEqual({ deleted: true });
    expect(
      actionsResponse.parse(
        (await api('ListTeamActions', { token: member.token, params: { teamId: team.id } })).body,
      ).actions,
    ).toEqual([]);
    expectFailure(
      await api('UpdateSurveyAction', {
        token: owner.token,
        params: { id: survey.id, actionId: action.id },
        json: { status: 'open' },
      }),
      404,
      'not_found',
      'Action not found',
    );
  });

  it('refuses wrong input in words and stores nothing', async () => {
    const owner = await register('Eve', undefined, 'Owner');
    const member = await register('Fay', undefined, 'Member');
    const team = await createTeam(owner, 'Checks');
    await join(owner, team.id, member, 'member');
    const survey = await createSurvey(owner, { teamId: team.id, title: 'Checked pulse' });
    await sendSurvey(owner, survey.id, { recipients: [uniqueEmail('action-check')] });
    const [ratingId] = questionIds(survey);
    const good = {
      round: 1,
      questionId: ratingId,
      what: 'Write down the team’s working hours',
      ownerId: owner.userId,
      dueDate: '2027-03-31',
    };

    const cases: [Record<string, unknown>, string, string][] = [
      [{ dueDate: '2027-02-30' }, 'dueDate', 'Due date must be a real date in YYYY-MM-DD format'],
      [{ dueDate: '31/03/2027' }, 'dueDate', 'Due date must be a real date in YYYY-MM-DD format'],
      [{ dueDate: undefined }, 'dueDate', 'Due date is required'],
      [{ what: '   ' }, 'what', 'Say what will be done'],
      [{ what: 'x'.repeat(201) }, 'what', 'What must be at most 200 characters'],
      [{ status: 'finished' }, 'status', 'Status must be open, in progress, done or dropped'],
      [{ round: 2 }, 'round', 'This survey has no such round.'],
      [{ round: 0 }, 'round', 'Round must be a round number from 1'],
      [{ questionId: 'q_nosuchquestion' }, 'questionId', 'This survey has no such question.'],
      [
        { ownerId: member.userId },
        'ownerId',
        'The owner must be an owner or admin of one of the survey’s teams.',
      ],
    ];
    for (const [change, field, message] of cases) {
      const body = expectFailure(
        await record(owner, survey.id, { ...good, ...change }),
        400,
        'validation_error',
      );
      expect(body.fields?.[field], JSON.stringify(change)).toBe(message);
    }
    expect(await surveyPartition(survey.id, 'ACTION#')).toEqual([]);

    // The right input is accepted; a status outside the four is refused on change too.
    const made = await record(owner, survey.id, good);
    expect(made.status, made.text).toBe(201);
    const { action } = actionResponse.parse(made.body);
    const wrong = expectFailure(
      await api('UpdateSurveyAction', {
        token: owner.token,
        params: { id: survey.id, actionId: action.id },
        json: { status: 'finished' },
      }),
      400,
      'validation_error',
    );
    expect(wrong.fields?.status).toBe('Status must be open, in progress, done or dropped');
    expect((await surveyPartition(survey.id, 'ACTION#'))[0]!.status).toBe('open');
  });
});
