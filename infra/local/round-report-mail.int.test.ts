import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { tableSchema } from '../../shared/src/data/table';
import type { Question } from '../../shared/src/api/surveys';
import {
  createDocumentClient,
  createDynamoClient,
} from '../../functions/src/adapters/dynamodb/client';
import { PageCursors } from '../../functions/src/adapters/dynamodb/page-cursor';
import { DynamoIndependenceReads } from '../../functions/src/adapters/dynamodb/independence-reads';
import { DynamoQuestionTallyStore } from '../../functions/src/adapters/dynamodb/question-tally-store';
import { DynamoResponseStore } from '../../functions/src/adapters/dynamodb/response-repository';
import { DynamoRoundReportOutbox } from '../../functions/src/adapters/dynamodb/round-report-outbox';
import { DynamoRoundResultsStore } from '../../functions/src/adapters/dynamodb/round-results-store';
import { DynamoRoundStore } from '../../functions/src/adapters/dynamodb/round-store';
import { DynamoSurveyRepository } from '../../functions/src/adapters/dynamodb/survey-repository';
import { deleteTable, ensureTable } from '../../functions/src/adapters/dynamodb/table-admin';
import { DynamoTeamRepository } from '../../functions/src/adapters/dynamodb/team-repository';
import { SesMailer } from '../../functions/src/adapters/ses/ses-mailer';
import { questionCounters } from '../../functions/src/domain/responses/question-tally';
import { IndependenceCheck } from '../../functions/src/domain/responses/independence';
import { RoundClose } from '../../functions/src/domain/responses/round-close';
import {
  MAX_REPORT_ATTEMPTS,
  RoundReportMail,
} from '../../functions/src/domain/responses/round-report-mail';
import { RoundReports } from '../../functions/src/domain/responses/round-reports';
import { emptyStats, type SurveyRecord } from '../../functions/src/domain/surveys/ports';
import type { MemberRecord } from '../../functions/src/domain/teams/ports';
import { flatLogo } from '../../functions/src/domain/analytics/pdf-render.fixtures';
import { startMailServer, type CapturedMail, type MailServer } from './mail-server';

/**
 * Round reports by e-mail (decision 0023) on DynamoDB Local and the SES stand-in: a round that
 * closes past its threshold is queued with its claim, and the report job mails each manager the
 * summary with the round's PDF attached, once; a round under its threshold is not mailed; a mail
 * the service refuses is tried again by a later run, and only that one.
 */
describe('mailing closed rounds their PDF report', () => {
  const client = createDynamoClient({ region: 'us-east-1', endpoint: inject('dynamodbEndpoint') });
  const table = `test-${crypto.randomUUID()}`;
  const docs = createDocumentClient(client);
  const surveys = new DynamoSurveyRepository(docs, table);
  const responses = new DynamoResponseStore(
    docs,
    table,
    new PageCursors(async () => 'a-test-seed-long-enough-for-a-cursor-key'),
  );
  const roundStore = new DynamoRoundStore(docs, table);
  const roundResults = new DynamoRoundResultsStore(docs, table);
  const teams = new DynamoTeamRepository(docs, table);
  const addresses = new Map<string, string>();
  let clock = new Date('2026-05-04T09:00:00Z');
  const now = () => clock;
  let mail: MailServer;
  let dir: string;

  const close = new RoundClose({
    surveys,
    responses,
    rounds: roundResults,
    independence: new IndependenceCheck(new DynamoIndependenceReads(docs, table)),
    now,
  });
  const reports = new RoundReports({
    surveys,
    rounds: roundResults,
    teams,
    notify: async () => undefined,
    now,
  });
  let job: RoundReportMail;
  const brandAsked: string[][] = [];

  beforeAll(async () => {
    await ensureTable(client, table, tableSchema);
    dir = mkdtempSync(join(tmpdir(), 'candor-round-report-'));
    mail = await startMailServer({ directory: join(dir, 'mail') });
    job = new RoundReportMail({
      outbox: new DynamoRoundReportOutbox(docs, table),
      surveys,
      rounds: roundStore,
      tallies: new DynamoQuestionTallyStore(docs, table),
      emailOf: async (userId) => addresses.get(userId),
      mail: new SesMailer({
        region: 'us-east-1',
        endpoint: mail.endpoint,
        from: 'Candor <no-reply@candor.local>',
      }),
      appOrigin: 'http://localhost:3000',
      // The survey's first team's logo, as composition.ts reads it from the files bucket.
      brand: async (teamIds) => {
        brandAsked.push(teamIds);
        return { color: '#0F766E', logo: flatLogo(120, 40, [0, 160, 60]) };
      },
      now,
    });
  });
  afterAll(async () => {
    await mail.stop();
    await deleteTable(client, table);
    client.destroy();
  });

  const questions = [
    {
      id: 'q-week',
      type: 'rating',
      text: 'How was your week?',
      required: true,
      order: 1,
      options: { min: 1, max: 5, labels: ['Poor', 'Great'] },
    },
    {
      id: 'q-where',
      type: 'checkbox',
      text: 'Where did you work?',
      required: false,
      order: 2,
      options: { choices: ['Office', 'Home', 'Abroad'] },
    },
  ] as Question[];

  /** A team and its owner, with the owner's address. */
  async function ownedTeam(label: string, address: string) {
    const teamId = crypto.randomUUID();
    const userId = `user-${crypto.randomUUID()}`;
    const owner: MemberRecord = {
      teamId,
      memberId: crypto.randomUUID(),
      email: address,
      emailLower: address.toLowerCase(),
      firstName: label,
      lastName: 'Owner',
      role: 'owner',
      userId,
      avatarKey: null,
      status: 'active',
      joinedAt: clock.toISOString(),
      invitedAt: null,
    };
    await teams.create(
      {
        id: teamId,
        name: `${label} team`,
        description: '',
        brandColor: '#3B82F6',
        logoKey: null,
        createdBy: userId,
        createdAt: clock.toISOString(),
        updatedAt: clock.toISOString(),
        memberCount: 1,
        surveyCount: 0,
        responseCount: 0,
        version: 0,
      },
      owner,
    );
    addresses.set(userId, address);
    return { teamId, userId, email: address };
  }

  /** Two teams, the survey's managers being their owners ("owner" and "other"). */
  async function managedTeams(label: string, otherAddress?: string) {
    const owner = await ownedTeam(label, `${label}-owner@example.com`);
    const other = await ownedTeam(`${label}-2`, otherAddress ?? `${label}-other@example.com`);
    return { teamIds: [owner.teamId, other.teamId], owner, admin: other };
  }

  /**
   * An anonymous survey (k = 3) whose round 1 went to `invited` people and got these answers
   * (rating, places), then closed by round 2 opening: released at once with k independent answers.
   */
  async function closedRound(
    title: string,
    teamIds: string[],
    invited: number,
    answers: [rating: number, places: number[]][],
  ): Promise<SurveyRecord> {
    const survey: SurveyRecord = {
      id: crypto.randomUUID(),
      title,
      description: '',
      isAnonymous: true,
      anonymityLocked: true,
      allowMultipleResponses: false,
      acceptingResponses: true,
      openLinkEnabled: false,
      scheduledDate: null,
      reminderEnabled: false,
      reminderDays: [],
      timezone: 'UTC',
      anonymityThreshold: 3,
      questions,
      teamIds,
      responseCount: 0,
      stats: emptyStats(),
      scheduledEmails: [],
      createdBy: 'creator',
      createdAt: clock.toISOString(),
      updatedAt: clock.toISOString(),
      version: 0,
    };
    await surveys.create(survey, { accountId: survey.createdBy, limit: -1 });
    await roundStore.recordRound(
      survey.id,
      { round: 1, origin: { kind: 'manual' }, openedAt: clock.toISOString(), invited },
      'creator',
    );
    for (const [rating, places] of answers) {
      const stored = [
        { questionId: 'q-week', value: rating },
        // Choices are stored by their index.
        { questionId: 'q-where', value: places },
      ];
      await responses.add(
        {
          id: crypto.randomUUID(),
          surveyId: survey.id,
          day: clock.toISOString().slice(0, 10),
          source: 'email',
          answers: stored,
          sentiment: (rating - 1) / 4,
        },
        {
          teamIds,
          anonymous: true,
          waiting: { group: 1, independent: true },
          questionTally: questionCounters(questions, stored),
        },
      );
    }
    clock = new Date(clock.getTime() + 7 * 86_400_000);
    await close.bind(survey.id, 2);
    return survey;
  }

  const reportsOf = (title: string) =>
    mail.store.list().filter((m) => m.subject === `Round 1 report: ${title}`);

  const outbox = async () =>
    (
      await docs.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'PK = :pk',
          ExpressionAttributeValues: { ':pk': 'ROUNDREPORT' },
        }),
      )
    ).Items ?? [];

  /** The text of a mail's PDF attachment, as poppler reads it. */
  function pdfText(captured: CapturedMail): string {
    const [file] = captured.attachments ?? [];
    expect(file?.contentType).toBe('application/pdf');
    const bytes = Buffer.from(file?.content ?? '', 'base64');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const path = join(dir, `${captured.id}.pdf`);
    writeFileSync(path, bytes);
    return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
  }

  it("mails each manager the round's summary with its PDF report once", async () => {
    const { teamIds, owner, admin } = await managedTeams('quay');
    // Six answers (ratings 4, 4, 4, 5, 5, 5: mean 4.5); one person worked abroad.
    const survey = await closedRound('Quay pulse', teamIds, 8, [
      [4, [0]],
      [4, [0, 1]],
      [4, [1]],
      [5, [0]],
      [5, [1, 2]],
      [5, [0, 1]],
    ]);

    expect(await reports.close(survey.id, 1)).toBe(true);
    // Closing queues the report with the claim; nothing is mailed until the job runs.
    expect((await outbox()).filter((i) => i.surveyId === survey.id)).toHaveLength(1);
    expect(reportsOf('Quay pulse')).toHaveLength(0);

    const first = await job.drain();
    expect(first).toMatchObject({ mailed: 2, waiting: 0 });
    const mailed = reportsOf('Quay pulse');
    expect(mailed.flatMap((m) => m.to).sort()).toEqual([admin.email, owner.email].sort());
    for (const captured of mailed) {
      expect(captured.text).toContain('6 of 8 invited responded (75%); average rating 4.5/5');
      expect(captured.text).toContain('attached as a PDF');
      expect(captured.attachments?.[0]?.fileName).toBe('candor-quay-pulse-round-1.pdf');
      const text = pdfText(captured);
      expect(text).toContain('Round 1 report');
      expect(text).toContain('Quay pulse');
      expect(text).toMatch(/Invited\s+Responded\s+Participation\s+Average rating/);
      expect(text).toMatch(/8\s+6\s+75%\s+4\.5\/5/);
      expect(text).toContain('6 of 8');
      expect(text).toContain('How was your week?');
      expect(text).toContain('Average 4.5/5');
      expect(text).toContain('Office');
      // The round's group of 6 meets k, so it shows whole (issue #27): the one person abroad
      // too, as the responses page lists their answer; never any answer's text.
      expect(text).toMatch(/Abroad\s+1/);
      expect(text).toContain('groups of at least 3');
      // The team's logo is on it: one 120 x 40 image.
      const images = execFileSync('pdfimages', ['-list', join(dir, `${captured.id}.pdf`)], {
        encoding: 'utf8',
      });
      expect(images).toMatch(/^\s*1\s+0\s+image\s+120\s+40\s/m);
    }
    expect(brandAsked).toContainEqual(teamIds);

    // The report left the outbox; running the job again, or closing the round again, sends nothing.
    expect((await outbox()).filter((i) => i.surveyId === survey.id)).toHaveLength(0);
    expect(await job.drain()).toMatchObject({ mailed: 0 });
    expect(await reports.close(survey.id, 1)).toBe(false);
    expect(await job.drain()).toMatchObject({ mailed: 0 });
    expect(reportsOf('Quay pulse')).toHaveLength(2);
  });

  it('does not mail a round that closed under its threshold', async () => {
    const { teamIds } = await managedTeams('dock');
    // Two answers: the round's group closes withheld, so nothing of it may be shown.
    const survey = await closedRound('Dock pulse', teamIds, 6, [
      [2, [0]],
      [3, [1]],
    ]);
    expect(await reports.close(survey.id, 1)).toBe(true);
    expect((await outbox()).filter((i) => i.surveyId === survey.id)).toHaveLength(0);
    await job.drain();
    expect(reportsOf('Dock pulse')).toHaveLength(0);
  });

  it('keeps a report the mail service refused for a later run, which sends only what is missing', async () => {
    const { teamIds, owner, admin } = await managedTeams('pier', 'pier-admin@example.invalid');
    const survey = await closedRound('Pier pulse', teamIds, 3, [
      [3, [0]],
      [3, [0]],
      [3, [0]],
    ]);
    expect(await reports.close(survey.id, 1)).toBe(true);

    // The service is down: nobody is mailed and the report waits, with no claim left behind.
    mail.setOutage('unavailable');
    try {
      expect(await job.drain()).toMatchObject({ mailed: 0, waiting: 1 });
    } finally {
      mail.setOutage('off');
    }
    expect(reportsOf('Pier pulse')).toHaveLength(0);
    const [waiting] = (await outbox()).filter((i) => i.surveyId === survey.id);
    expect(waiting).toMatchObject({ attempts: 1, managers: expect.any(Array) });

    // Back up: the owner's mail goes; the admin's address is refused (SES's unverified address).
    expect(await job.drain()).toMatchObject({ mailed: 1, waiting: 1 });
    expect(reportsOf('Pier pulse').flatMap((m) => m.to)).toEqual([owner.email]);

    // The admin's address is fixed: the next run mails the admin only, then the report is done.
    addresses.set(admin.userId, 'pier-admin@example.com');
    expect(await job.drain()).toMatchObject({ mailed: 1, waiting: 0 });
    expect(
      reportsOf('Pier pulse')
        .flatMap((m) => m.to)
        .sort(),
    ).toEqual(['pier-admin@example.com', owner.email].sort());
    expect(pdfText(reportsOf('Pier pulse')[0]!)).toMatch(/3\s+3\s+100%\s+3\.0\/5/);
    expect((await outbox()).filter((i) => i.surveyId === survey.id)).toHaveLength(0);
  });

  it('gives a report up after its attempts, so a refused address does not keep it forever', async () => {
    const { teamIds, admin } = await managedTeams('lock', 'lock-admin@example.invalid');
    const survey = await closedRound('Lock pulse', teamIds, 4, [
      [5, [1]],
      [5, [1]],
      [5, [1]],
    ]);
    expect(await reports.close(survey.id, 1)).toBe(true);
    for (let run = 1; run < MAX_REPORT_ATTEMPTS; run += 1) {
      await job.drain();
      expect((await outbox()).filter((i) => i.surveyId === survey.id)).toHaveLength(1);
    }
    await job.drain();
    expect((await outbox()).filter((i) => i.surveyId === survey.id)).toHaveLength(0);
    // The owner got it once, on the first run; the refused admin never.
    expect(reportsOf('Lock pulse')).toHaveLength(1);
    expect(reportsOf('Lock pulse').flatMap((m) => m.to)).not.toContain(admin.email);
  });
});
