import { describe, expect, it } from 'vitest';
import { aStoredSurvey } from '../../adapters/dynamodb/survey-record.fixture';
import { DynamoInvitationAnswers } from '../../adapters/dynamodb/invitation-answers';
import { DynamoRoundStore } from '../../adapters/dynamodb/round-store';
import { DynamoUserRepository } from '../../adapters/dynamodb/user-repository';
import { identityOf } from '#shared/domain/email-identity';
import type { SurveyRecord } from '../surveys/ports';
import { anAnswerTable } from './answer-table.fixture';
import { ReleaseGroupClosedError, type AddContext, type ResponseRecord } from './ports';
import { ReleaseService } from './release-service';
import { aUserRecord } from '../accounts/user-record.fixture';

/** The release store and service on DynamoDB Local (decision 0009). */
describe('releasing anonymous answers', () => {
  const {
    tableName,
    docs,
    surveys,
    responses: store,
    independence,
    readSurvey: read,
  } = anAnswerTable();
  let clock = new Date('2026-03-02T10:00:00Z');
  const releases = new ReleaseService({
    surveys,
    responses: store,
    now: () => clock,
    independence,
  });

  const newSurvey = (createdBy = 'user-1'): Promise<SurveyRecord> =>
    aStoredSurvey(
      surveys,
      { title: 'Release pulse', allowMultipleResponses: true, createdBy },
      clock.toISOString(),
    );

  const answer = (surveyId: string, sentiment: number): ResponseRecord => ({
    id: crypto.randomUUID(),
    surveyId,
    day: clock.toISOString().slice(0, 10),
    source: 'regular',
    answers: [],
    sentiment,
  });

  /** Adds an anonymous answer of no team, waiting in the release group `waiting` names. */
  const addWaiting = (
    surveyId: string,
    waiting: AddContext['waiting'] = { group: 1, independent: true },
    sentiment = 0.5,
  ) => store.add(answer(surveyId, sentiment), { teamIds: [], anonymous: true, waiting });

  it('keeps answers waiting, then releases exactly the group with its tallies, once', async () => {
    const survey = await newSurvey();
    for (const sentiment of [0.9, 0.5]) {
      await addWaiting(survey.id, undefined, sentiment);
    }
    // A manager's own link: stored and waiting, never completing a group.
    await addWaiting(survey.id, { group: 1, independent: false }, 0.1);
    let current = await read(survey.id);
    expect(current.stats).toMatchObject({ responses: 0, sentimentSum: 0 });
    expect(current.stats.waiting.regular).toMatchObject({ group: 1, count: 3, independent: 2 });
    expect(await releases.releaseDue(current)).toBe(0);
    expect(await store.waitingSurveys(100)).toContain(survey.id);

    await addWaiting(survey.id);
    current = await read(survey.id);
    expect(await releases.releaseDue(current)).toBe(4);
    current = await read(survey.id);
    expect(current.stats).toMatchObject({ responses: 4, regular: 4, positive: 1, negative: 1 });
    expect(current.stats.sentimentSum).toBeCloseTo(2.0, 6);
    expect(current.stats.waiting.regular).toMatchObject({
      group: 2,
      count: 0,
      independent: 0,
      lastReleasedOn: '2026-03-02',
    });
    expect(await store.waitingSurveys(100)).not.toContain(survey.id);
    const listed = await store.list(survey.id, 'regular', { releasedGroups: 1 });
    expect(listed.items).toHaveLength(4);
    expect(listed.items.every((r) => r.group === 1)).toBe(true);
    expect(await store.releases(survey.id, 'regular', 10)).toEqual([
      expect.objectContaining({ group: 1, day: '2026-03-02', count: 4 }),
    ]);
    // The same plan again changes nothing: the group is closed.
    expect(
      await store.release({
        surveyId: survey.id,
        source: 'regular',
        waiting: { ...current.stats.waiting.regular, group: 1, count: 4, independent: 3 },
        otherSource: 'email',
        otherWaiting: 0,
        day: '2026-03-02',
        hour: '2026-03-02T10',
        teamIds: [],
      }),
    ).toBe(false);
    expect((await read(survey.id)).stats.responses).toBe(4);
  });

  it('sends an answer meant for a group that closed meanwhile to the next one', async () => {
    const survey = await newSurvey();
    for (let i = 0; i < 3; i += 1) {
      await addWaiting(survey.id);
    }
    await releases.releaseDue(await read(survey.id));
    await expect(addWaiting(survey.id)).rejects.toBeInstanceOf(ReleaseGroupClosedError);
    // Nothing of the refused write was kept.
    expect((await read(survey.id)).stats.waiting.regular.count).toBe(0);
    expect((await store.list(survey.id, 'regular', { releasedGroups: 1 })).items).toHaveLength(3);
  });

  it('refuses a stale plan when an answer slipped in, and releases at most once a day', async () => {
    const survey = await newSurvey();
    for (let i = 0; i < 3; i += 1) {
      await addWaiting(survey.id);
    }
    const stale = await read(survey.id);
    await addWaiting(survey.id);
    const plan = {
      surveyId: survey.id,
      source: 'regular' as const,
      waiting: stale.stats.waiting.regular,
      otherSource: 'email' as const,
      otherWaiting: 0,
      day: '2026-03-02',
      hour: '2026-03-02T10',
      teamIds: [],
    };
    expect(await store.release(plan)).toBe(false);
    // The service reads again and releases all four.
    expect(await releases.releaseDue(stale)).toBe(4);

    for (let i = 0; i < 3; i += 1) {
      await addWaiting(survey.id, { group: 2, independent: true });
    }
    expect(await releases.run()).toBe(0);
    clock = new Date('2026-03-03T00:30:00Z');
    expect(await releases.run()).toBeGreaterThanOrEqual(3);
    expect((await read(survey.id)).stats).toMatchObject({ responses: 7 });
  });

  describe('an e-mail group, its independence judged again', () => {
    const invitations = new DynamoInvitationAnswers(docs, tableName);
    const users = new DynamoUserRepository(docs, tableName);
    const rounds = new DynamoRoundStore(docs, tableName);

    async function account(email: string): Promise<string> {
      const user = aUserRecord(
        email,
        { firstName: 'Manager', lastName: 'Tester' },
        clock.toISOString(),
      );
      await users.create(user);
      return user.id;
    }

    /** An answer through `address`'s invitation of round 1, counted as the answer path does. */
    async function answerBy(surveyId: string, address: string): Promise<void> {
      const independent = await invitations.countOnce(surveyId, identityOf(address), address, 1);
      await store.add(
        { ...answer(surveyId, 0.5), source: 'email', round: 1 },
        {
          teamIds: [],
          anonymous: true,
          waiting: { group: (await read(surveyId)).stats.waiting.email.group, independent },
        },
      );
    }

    it('holds back a group one of whose people is now its creator or a sender of the round', async () => {
      const tag = crypto.randomUUID().slice(0, 8);
      const creator = await account(`creator-${tag}@example.com`);
      const sender = await account(`sender-${tag}@example.com`);
      const survey = await newSurvey(creator);
      await rounds.recordRound(
        survey.id,
        { round: 1, origin: { kind: 'manual' }, openedAt: clock.toISOString(), invited: 5 },
        sender,
      );
      // Invited (to an alias) before the account managed anything: counted when they answered.
      await answerBy(survey.id, `Creator-${tag}+pulse@example.com`);
      await answerBy(survey.id, `a-${tag}@example.com`);
      await answerBy(survey.id, `b-${tag}@example.com`);
      const three = await read(survey.id);
      expect(three.stats.waiting.email).toMatchObject({ count: 3, independent: 3 });
      expect(await releases.releaseDue(three)).toBe(0);

      // A fourth independent answer: three others besides the creator's.
      await answerBy(survey.id, `c-${tag}@example.com`);
      expect(await releases.releaseDue(await read(survey.id))).toBe(4);

      // The next group holds a sender's answer (their address was invited as anyone's).
      clock = new Date(clock.getTime() + 86_400_000);
      for (const who of [`sender-${tag}`, `d-${tag}`, `e-${tag}`]) {
        await answerBy(survey.id, `${who}@example.com`);
      }
      expect(await releases.releaseDue(await read(survey.id))).toBe(0);
      expect((await read(survey.id)).stats).toMatchObject({ responses: 4 });
    });

    it('releases a group none of whose people manages the survey', async () => {
      const tag = crypto.randomUUID().slice(0, 8);
      const survey = await newSurvey(await account(`owner-${tag}@example.com`));
      for (const who of ['a', 'b', 'c']) await answerBy(survey.id, `${who}-${tag}@example.com`);
      expect(await releases.releaseDue(await read(survey.id))).toBe(3);
    });
  });
});
