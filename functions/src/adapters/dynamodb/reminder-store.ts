import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import {
  ReminderClaimedError,
  type ReminderPlan,
  type ReminderStore,
  type RoundInvitee,
} from '../../domain/automations/reminder-ports';
import { isCancelled, isConditionFailure } from './errors';
import { keys } from './keys';
import { now as productNow } from '../../lib/clock';

/** How long a reminder day's claim is kept: past the scheduler's day of retries. */
const CLAIM_DAYS = 35;
const PAGE = 100;

function toPlan(item: Record<string, unknown> | undefined): ReminderPlan | undefined {
  if (!item) return undefined;
  return {
    surveyId: item.surveyId as string,
    round: item.round as number,
    openedAt: item.openedAt as string,
    zone: item.zone as string,
    skipWeekends: item.skipWeekends === true,
    automationId: (item.automationId as string | null | undefined) ?? null,
    openedBy: item.openedBy as string,
    next: (item.next as ReminderPlan['next'] | undefined) ?? null,
  };
}

function toInvitee(item: Record<string, unknown>): RoundInvitee {
  const reminded = item.reminded as Set<number> | undefined;
  return {
    email: item.email as string,
    tokenHash: item.tokenHash as string,
    open: item.status === 'sent' || item.status === 'sending',
    reminded: reminded ? [...reminded].map(Number) : [],
  };
}

/**
 * The key ranges of a round's invitations. Round 1 keeps the key invitations had before rounds,
 * `INVITATION#<address>`; later rounds are `INVITATION#R<n>#…`, and since addresses are
 * lower-cased, round 1 is everything under `INVITATION#` outside [`INVITATION#R`, `INVITATION#S`).
 */
function ranges(round: number): { from: string; to: string }[] {
  if (round > 1) {
    const prefix = `INVITATION#R${round}#`;
    return [{ from: prefix, to: `${prefix}\uffff` }];
  }
  return [
    { from: 'INVITATION#', to: 'INVITATION#R' },
    { from: 'INVITATION#S', to: 'INVITATION#\uffff' },
  ];
}

/** Stores a round's reminder plan (RM1): all a send by hand needs of reminders. */
export class DynamoReminderPlans implements Pick<ReminderStore, 'plan'> {
  constructor(
    protected readonly db: DynamoDBDocumentClient,
    protected readonly table: string,
  ) {}

  async plan(plan: ReminderPlan): Promise<boolean> {
    try {
      await this.db.send(
        new PutCommand({
          TableName: this.table,
          Item: {
            ...keys.roundReminders(plan.surveyId, plan.round),
            ...(plan.next ? keys.pendingReminders(plan.surveyId, plan.round) : {}),
            entityType: 'RoundReminders',
            ...plan,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }
}

/**
 * Reminders to a round's non-responders (decision 0016, data-model rows RM1 to RM9): each
 * round's plan (`REMINDERS#R<n>`), each reminder day's claim (`REMINDED#R<n>#D<day>`), and each
 * recipient's reminder, claimed on their invitation with the new link it carries. Apart from the
 * invitation store so the public answer routes do not carry it.
 */
export class DynamoReminderStore extends DynamoReminderPlans implements ReminderStore {
  async get(surveyId: string, round: number) {
    const out = await this.db.send(
      new GetCommand({
        TableName: this.table,
        Key: keys.roundReminders(surveyId, round),
        ConsistentRead: true,
      }),
    );
    return toPlan(out.Item);
  }

  async setNext(surveyId: string, round: number, next: ReminderPlan['next']) {
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: keys.roundReminders(surveyId, round),
          ...(next
            ? {
                UpdateExpression: 'SET #next = :next, GSI2PK = :pk, GSI2SK = :sk',
                ExpressionAttributeValues: {
                  ':next': next,
                  ':pk': keys.pendingReminders(surveyId, round).GSI2PK,
                  ':sk': keys.pendingReminders(surveyId, round).GSI2SK,
                },
              }
            : {
                UpdateExpression: 'SET #next = :next REMOVE GSI2PK, GSI2SK',
                ExpressionAttributeValues: { ':next': null },
              }),
          ExpressionAttributeNames: { '#next': 'next' },
          ConditionExpression: 'attribute_exists(PK)',
        }),
      );
    } catch (error) {
      // The survey was purged meanwhile: nothing is left to remind.
      if (!isConditionFailure(error)) throw error;
    }
  }

  async claimDay(surveyId: string, round: number, day: number) {
    try {
      await this.db.send(
        new PutCommand({
          TableName: this.table,
          Item: {
            ...keys.reminderDay(surveyId, round, day),
            entityType: 'ReminderDay',
            surveyId,
            round,
            day,
            expiresAt: Math.floor(productNow().getTime() / 1000) + CLAIM_DAYS * 86_400,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  async invitees(surveyId: string, round: number, cursor?: string) {
    const parts = ranges(round);
    // The cursor: which range, and the last key read in it.
    const [at, after] = cursor ? [Number(cursor.slice(0, 1)), cursor.slice(2)] : [0, ''];
    const range = parts[at];
    if (!range) return { items: [], cursor: undefined };
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': `SURVEY#${surveyId}`,
          ':from': range.from,
          ':to': range.to,
        },
        ProjectionExpression: 'email, tokenHash, #status, reminded',
        ExpressionAttributeNames: { '#status': 'status' },
        Limit: PAGE,
        ConsistentRead: true,
        ...(after ? { ExclusiveStartKey: { PK: `SURVEY#${surveyId}`, SK: after } } : {}),
      }),
    );
    const last = out.LastEvaluatedKey?.SK as string | undefined;
    const next = last ? `${at}:${last}` : at + 1 < parts.length ? `${at + 1}:` : undefined;
    return { items: (out.Items ?? []).map(toInvitee), cursor: next };
  }

  private linkPut(surveyId: string, round: number, email: string, tokenHash: string) {
    return {
      Put: {
        TableName: this.table,
        Item: {
          ...keys.surveyLink(tokenHash),
          entityType: 'SurveyLink',
          surveyId,
          email,
          ...(round > 1 ? { round } : {}),
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    };
  }

  async claimRecipient(
    surveyId: string,
    round: number,
    invitee: RoundInvitee,
    day: number,
    tokenHash: string,
  ) {
    try {
      await this.db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: this.table,
                Key: keys.surveyInvitation(surveyId, invitee.email, round),
                // The status and the sent day stay: nothing a manager sees moves. The link in the
                // earlier mail keeps working: people answer from whichever mail they open. An
                // e-mail that bounced or was marked as spam is not followed by reminders.
                UpdateExpression: 'SET tokenHash = :new ADD reminded :days, earlierLinks :olds',
                ConditionExpression:
                  'tokenHash = :old AND #status IN (:sent, :sending) AND NOT contains(reminded, :day) AND attribute_not_exists(feedback)',
                ExpressionAttributeNames: { '#status': 'status' },
                ExpressionAttributeValues: {
                  ':new': tokenHash,
                  ':old': invitee.tokenHash,
                  ':olds': new Set([invitee.tokenHash]),
                  ':days': new Set([day]),
                  ':day': day,
                  ':sent': 'sent',
                  ':sending': 'sending',
                },
              },
            },
            this.linkPut(surveyId, round, invitee.email, tokenHash),
          ],
        }),
      );
    } catch (error) {
      if (isCancelled(error)) throw new ReminderClaimedError(invitee.email);
      throw error;
    }
  }

  async releaseRecipient(
    surveyId: string,
    round: number,
    invitee: RoundInvitee,
    day: number,
    tokenHash: string,
  ) {
    try {
      await this.db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: this.table,
                Key: keys.surveyInvitation(surveyId, invitee.email, round),
                UpdateExpression: 'SET tokenHash = :old DELETE reminded :days, earlierLinks :olds',
                ConditionExpression: 'tokenHash = :new',
                ExpressionAttributeValues: {
                  ':new': tokenHash,
                  ':old': invitee.tokenHash,
                  ':olds': new Set([invitee.tokenHash]),
                  ':days': new Set([day]),
                },
              },
            },
            { Delete: { TableName: this.table, Key: keys.surveyLink(tokenHash) } },
          ],
        }),
      );
    } catch (error) {
      // Answered or resent meanwhile: the invitation's link is theirs now, leave it.
      if (!isCancelled(error)) throw error;
    }
  }

  async latestRound(surveyId: string) {
    const out = await this.db.send(
      new GetCommand({
        TableName: this.table,
        Key: keys.surveyRounds(surveyId),
        ConsistentRead: true,
        ProjectionExpression: 'latest, closedByHand',
      }),
    );
    // None recorded: the survey has at most its round 1. A latest round closed by hand (R46) is
    // superseded as if the next one had opened: its reminders do not go.
    const latest = Number(out.Item?.latest ?? 1);
    return Number(out.Item?.closedByHand ?? 0) >= latest ? latest + 1 : latest;
  }

  async pending(limit: number, cursor?: string) {
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: 'GSI2',
        KeyConditionExpression: 'GSI2PK = :pk',
        ExpressionAttributeValues: { ':pk': 'REMINDERS_PENDING' },
        Limit: limit,
        ...(cursor ? { ExclusiveStartKey: JSON.parse(cursor) as Record<string, unknown> } : {}),
      }),
    );
    const items = (out.Items ?? []).flatMap((item) => {
      const plan = toPlan(item);
      return plan ? [plan] : [];
    });
    return {
      items,
      cursor: out.LastEvaluatedKey ? JSON.stringify(out.LastEvaluatedKey) : undefined,
    };
  }

  async drop(surveyId: string, round: number) {
    await this.db.send(
      new DeleteCommand({ TableName: this.table, Key: keys.roundReminders(surveyId, round) }),
    );
  }
}
