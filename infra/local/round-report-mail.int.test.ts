import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { jobs } from '#shared/api/jobs';
import { tableSchema } from '#shared/data/table';
import type { Question } from '#shared/api/surveys';
import {
  createDocumentClient,
  createDynamoClient,
} from '../../functions/src/adapters/dynamodb/client';
import { PageCursors } from '../../functions/src/adapters/dynamodb/page-cursor';
import { DynamoIndependenceReads } from '../../functions/src/adapters/dynamodb/independence-reads';
import { DynamoQuestionTallyStore } from '../../functions/src/adapters/dynamodb/question-tally-store';
import { DynamoResponseStore } from '../../functions/src/adapters/dynamodb/response-store';
import { DynamoRoundReportOutbox } from '../../functions/src/adapters/dynamodb/round-report-outbox';
import { DynamoRoundResultsStore } from '../../functions/src/adapters/dynamodb/round-results-store';
import { DynamoRoundStore } from '../../functions/src/adapters/dynamodb/round-store';
import { DynamoSurveyRepository } from '../../functions/src/adapters/dynamodb/survey-repository';
import { deleteTable, ensureTable } from '../../functions/src/adapters/dynamodb/table-admin';
import { DynamoTeamRepository } from '../../functions/src/adapters/dynamodb/team-repository';
import { SesMailer } from '../../functions/src/adapters/ses/ses-mailer';
import {
  parseQueuedMessage,
  SqsInvitationQueue,
} from '../../functions/src/adapters/sqs/invitation-queue';
import {
  startEventSource,
  type EventSource,
} from '../../functions/src/adapters/sqs/local-event-source';
import { SendPacer } from '../../functions/src/domain/mail/send-pacer';
import { questionCounters } from '../../functions/src/domain/responses/question-tally';
import { IndependenceCheck } from '../../functions/src/domain/responses/independence';
import { RoundClose } from '../../functions/src/domain/rounds/round-close';
import {
  RoundReportDelivery,
  type QueuedRoundReportMail,
} from '../../functions/src/domain/rounds/round-report-delivery';
import { RoundReportMail } from '../../functions/src/domain/rounds/round-report-mail';
import { RoundReportRelay } from '../../functions/src/domain/rounds/round-report-queue';
import { RoundReports } from '../../functions/src/domain/rounds/round-reports';
import { emptyStats, type SurveyRecord } from '../../functions/src/domain/surveys/ports';
import type { MemberRecord } from '../../functions/src/domain/teams/ports';
import { flatLogo } from '../../functions/src/formats/pdf/pdf-render.fixtures';
import { startMailServer, type CapturedMail, type MailServer } from './mail-server';
import { startQueueServer, type QueueServer } from './queue-server';
import type { RoundReportMessage } from '../../functions/src/domain/rounds/ports';

/**
 * Round reports by e-mail (decisions 0023, 0033) on DynamoDB Local, the SES stand-in and the SQS
 * stand-in: a round that closes past its threshold is put in the outbox with its claim; the
 * report job moves it onto the send queue, one message per manager; the send worker (run as
 * Lambda's event source mapping runs it) mails each manager the summary with the round's PDF
 * attached, once, however often its message comes. A round under its threshold is not mailed; a
 * throttled or failing mail service is ridden out; a refused address is dropped alone; a mail
 * that can never go ends in the dead-letter queue.
 */
describe('mailing closed rounds their PDF report through the send queue', () => {
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
  const outboxStore = new DynamoRoundReportOutbox(docs, table);
  const addresses = new Map<string, string>();
  let clock = new Date('2026-05-04T09:00:00Z');
  const now = () => clock;
  /** How far the queue's clock runs ahead: a message held back for minutes comes at once. */
  let queueAhead = 0;
  const worker = jobs.DeliverInvitations;
  let mail: MailServer;
  let queues: QueueServer;
  let sendQueue: SqsInvitationQueue;
  let events: EventSource;
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
  let job: RoundReportRelay;
  const brandAsked: string[][] = [];

  beforeAll(async () => {
    await ensureTable(client, table, tableSchema);
    dir = mkdtempSync(join(tmpdir(), 'candor-round-report-'));
    mail = await startMailServer({ directory: join(dir, 'mail') });
    queues = await startQueueServer({
      file: join(dir, 'queues.jsonl'),
      queues: [
        {
          name: 'sends',
          visibilityTimeoutSeconds: 6 * worker.timeoutSeconds,
          redrive: { deadLetterQueue: 'dead', maxReceiveCount: worker.queue.maxReceiveCount },
        },
        { name: 'dead', visibilityTimeoutSeconds: 30 },
      ],
      now: () => Date.now() + queueAhead,
    });
    sendQueue = new SqsInvitationQueue({
      region: 'us-east-1',
      queueUrl: queues.urlOf('sends'),
      endpoint: queues.endpoint,
    });
    job = new RoundReportRelay({ outbox: outboxStore, queue: sendQueue });
    const delivery = new RoundReportDelivery({
      claims: outboxStore,
      reports: new RoundReportMail({
        surveys,
        rounds: roundStore,
        tallies: new DynamoQuestionTallyStore(docs, table),
        appOrigin: 'http://localhost:3000',
        // The survey's first team's logo, as the wiring reads it from the files bucket.
        brand: async (teamIds) => {
          brandAsked.push(teamIds);
          return { color: '#0F766E', logo: flatLogo(120, 40, [0, 160, 60]) };
        },
        now,
      }),
      emailOf: async (userId) => addresses.get(userId),
      mail: new SesMailer({
        region: 'us-east-1',
        endpoint: mail.endpoint,
        from: 'Candor <no-reply@candor.local>',
      }),
      queue: sendQueue,
      now,
    });
    // The send worker's round reports, as deliver-invitations.ts hands them over: each invocation
    // with its pacer, well above the stand-in's rate when a test lowers it.
    const pacer = new SendPacer(50);
    events = startEventSource({
      endpoint: queues.endpoint,
      queueUrl: queues.urlOf('sends'),
      batchSize: worker.queue.batchSize,
      maxConcurrency: worker.queue.maxConcurrency,
      timeoutSeconds: worker.timeoutSeconds,
      handler: async (event: SQSEvent): Promise<SQSBatchResponse> => {
        const batch: QueuedRoundReportMail[] = event.Records.map((record) => {
          const message = parseQueuedMessage(record.body);
          if (message?.kind !== 'round-report') throw new Error(`not a report: ${record.body}`);
          const { kind: _kind, ...report } = message;
          return {
            ...report,
            messageId: record.messageId,
            receiptHandle: record.receiptHandle,
            receiveCount: Number(record.attributes.ApproximateReceiveCount),
          };
        });
        const started = Date.now();
        const retry = await delivery.deliver(batch, {
          remainingMs: () => worker.timeoutSeconds * 1000 - (Date.now() - started),
          reserveMs: (worker.timeoutSeconds * 1000) / 2,
          pacer,
        });
        return { batchItemFailures: retry.map((itemIdentifier) => ({ itemIdentifier })) };
      },
    });
  });
  afterAll(async () => {
    await events.stop();
    await queues.stop();
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

  /** The report's messages as the job queues them: one per manager the round had. */
  const messagesOf = async (surveyId: string): Promise<RoundReportMessage[]> => {
    const [item] = (await outbox()).filter((i) => i.surveyId === surveyId);
    expect(item, `the report of ${surveyId} in the outbox`).toBeDefined();
    return (item!.managers as string[]).map((userId) => ({
      surveyId,
      round: Number(item!.round),
      closedAt: String(item!.closedAt),
      userId,
    }));
  };

  /** Each manager's claim of the survey's round 1 report (R39): the mails that went. */
  const claimsOf = async (surveyId: string) =>
    (
      await docs.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
          ExpressionAttributeValues: { ':pk': `SURVEY#${surveyId}`, ':sk': 'REPORTED#' },
          ConsistentRead: true,
        }),
      )
    ).Items ?? [];

  const empty = (name: string) => {
    const depth = queues.depth(name);
    return depth.visible + depth.inFlight + depth.delayed === 0;
  };

  /** Waits until the worker has done with everything on the send queue. */
  const settled = () =>
    vi.waitFor(() => expect(empty('sends'), 'the send queue emptied').toBe(true), {
      timeout: 30_000,
      interval: 50,
    });

  /** Brings back what the worker held back (its backoff passes at once) until `done` holds. */
  const redeliveredUntil = (done: () => void | Promise<void>) =>
    vi.waitFor(
      async () => {
        queueAhead += 301_000;
        queues.clockMoved();
        await done();
      },
      { timeout: 100_000, interval: 500 },
    );

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

  it("mails each manager the round's summary with its PDF report once, however often its message comes", async () => {
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
    // Closing puts the report in the outbox with the claim; nothing is mailed until the job runs.
    const messages = await messagesOf(survey.id);
    expect(messages.map((m) => m.userId).sort()).toEqual([admin.userId, owner.userId].sort());
    expect(reportsOf('Quay pulse')).toHaveLength(0);

    // The job queues one message per manager and takes the report out of the outbox; the same
    // messages queued a second time at once (SQS delivers at least once) mail nobody twice.
    expect(await job.relay()).toEqual({ reports: 1, mails: 2 });
    expect((await outbox()).filter((i) => i.surveyId === survey.id)).toHaveLength(0);
    expect(await sendQueue.enqueueRoundReports(messages)).toBe(2);
    await settled();
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
    expect(await claimsOf(survey.id)).toHaveLength(2);

    // A message delivered again later, the job running again, or the round closed again: nothing.
    expect(await sendQueue.enqueueRoundReports(messages)).toBe(2);
    expect(await job.relay()).toEqual({ reports: 0, mails: 0 });
    expect(await reports.close(survey.id, 1)).toBe(false);
    await settled();
    expect(reportsOf('Quay pulse')).toHaveLength(2);
    expect(queues.depth('dead').visible).toBe(0);
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
    await job.relay();
    await settled();
    expect(reportsOf('Dock pulse')).toHaveLength(0);
  });

  it("rides out a throttling mail service: each manager's mail once, tried again", async () => {
    // Three managers' mails at once against a service that takes one a second.
    const { teamIds, owner, admin } = await managedTeams('slip');
    const third = await ownedTeam('slip-3', 'slip-third@example.com');
    const survey = await closedRound('Slip pulse', [...teamIds, third.teamId], 5, [
      [4, [0]],
      [4, [0]],
      [4, [0]],
    ]);
    expect(await reports.close(survey.id, 1)).toBe(true);
    const throttledBefore = mail.throttled();
    mail.setLimits({ perSecond: 1 });
    try {
      expect(await job.relay()).toMatchObject({ mails: 3 });
      await settled();
    } finally {
      mail.setLimits({ perSecond: 14 });
    }
    expect(mail.throttled()).toBeGreaterThan(throttledBefore);
    expect(
      reportsOf('Slip pulse')
        .flatMap((m) => m.to)
        .sort(),
    ).toEqual([admin.email, owner.email, third.email].sort());
    expect(await claimsOf(survey.id)).toHaveLength(3);
  }, 120_000);

  it('holds the mails back while the mail service is down, claims given back, and sends each once it is up', async () => {
    const { teamIds, owner, admin } = await managedTeams('pier');
    const survey = await closedRound('Pier pulse', teamIds, 3, [
      [3, [0]],
      [3, [0]],
      [3, [0]],
    ]);
    expect(await reports.close(survey.id, 1)).toBe(true);

    // The service fails on its side past every try: nobody is mailed, no claim is left behind,
    // and both messages wait on the queue for their backoff.
    const failedBefore = mail.unavailable();
    mail.setOutage('unavailable');
    try {
      await job.relay();
      await vi.waitFor(
        async () => {
          expect(mail.unavailable()).toBeGreaterThan(failedBefore);
          expect(queues.depth('sends')).toMatchObject({ visible: 0, inFlight: 2 });
          expect(events.invocations()).toBeGreaterThan(0);
        },
        { timeout: 60_000, interval: 100 },
      );
      await vi.waitFor(async () => expect(await claimsOf(survey.id)).toHaveLength(0), {
        timeout: 30_000,
      });
      expect(reportsOf('Pier pulse')).toHaveLength(0);
    } finally {
      mail.setOutage('off');
    }

    // Back up: the next delivery mails each manager once.
    await redeliveredUntil(() => expect(empty('sends')).toBe(true));
    expect(
      reportsOf('Pier pulse')
        .flatMap((m) => m.to)
        .sort(),
    ).toEqual([admin.email, owner.email].sort());
    expect(pdfText(reportsOf('Pier pulse')[0]!)).toMatch(/3\s+3\s+100%\s+3\.0\/5/);
    expect(queues.depth('dead').visible).toBe(0);
  }, 120_000);

  it('drops a mail the service refuses for good and sends the others', async () => {
    const { teamIds, owner } = await managedTeams('lock', 'lock-admin@example.invalid');
    const survey = await closedRound('Lock pulse', teamIds, 4, [
      [5, [1]],
      [5, [1]],
      [5, [1]],
    ]);
    expect(await reports.close(survey.id, 1)).toBe(true);
    mail.setLimits({ refuse: '.invalid' });
    try {
      await job.relay();
      await settled();
    } finally {
      mail.setLimits({ refuse: '' });
    }
    // The owner got it once; the refused admin's message is done with (not retried, not
    // dead-lettered) and holds no claim.
    expect(reportsOf('Lock pulse').flatMap((m) => m.to)).toEqual([owner.email]);
    expect((await claimsOf(survey.id)).map((c) => String(c.SK))).toEqual([
      expect.stringContaining(owner.userId),
    ]);
    expect(queues.depth('dead').visible).toBe(0);
  });

  it('puts a mail that can never go in the dead-letter queue after its deliveries, with no claim', async () => {
    const { teamIds } = await managedTeams('weir');
    const survey = await closedRound('Weir pulse', teamIds, 3, [
      [2, [2]],
      [2, [2]],
      [2, [2]],
    ]);
    expect(await reports.close(survey.id, 1)).toBe(true);
    // Sending paused for the account: every delivery holds the mails back at once.
    mail.setOutage('paused');
    try {
      await job.relay();
      await redeliveredUntil(() => {
        expect(queues.depth('dead').visible).toBe(2);
        expect(empty('sends')).toBe(true);
      });
    } finally {
      mail.setOutage('off');
    }
    expect(reportsOf('Weir pulse')).toHaveLength(0);
    expect(await claimsOf(survey.id)).toHaveLength(0);
  }, 120_000);
});
