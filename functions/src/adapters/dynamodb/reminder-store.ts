import {
  ReminderClaimedError,
  type ReminderPlan,
  type ReminderStore,
  type ClaimedInvitee,
  type RoundInvitee,
} from '../../domain/rounds/ports';
import { linkPut } from './invitation-answers';
import { keys } from './keys';
import { isConditionFailure, TableAdapter, tx, storedFields } from './table';
import { now as productNow } from '../../lib/clock';

const reminderPlanFields = storedFields<ReminderPlan>();

/** How long a reminder day's claim is kept: past the scheduler's day of retries. */
const CLAIM_DAYS = 35;
const PAGE = 100;

function toPlan(item: Record<string, unknown> | undefined): ReminderPlan | undefined {
  if (!item) return undefined;
  return {
    ...reminderPlanFields(item, 'surveyId round openedAt zone'),
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
    reachable: item.status !== 'failed' && item.status !== 'skipped' && item.feedback === undefined,
  };
}

/** Stores a round's reminder plan (RM1): all a send by hand needs of reminders. */
export class DynamoReminderPlans extends TableAdapter implements Pick<ReminderStore, 'plan'> {
  /** RM1: a round's plan, once. */
  plan(plan: ReminderPlan): Promise<boolean> {
    return this.t.putIfNew({
      ...keys.roundReminders(plan.surveyId, plan.round),
      ...(plan.next ? keys.pendingReminders(plan.surveyId, plan.round) : {}),
      entityType: 'RoundReminders',
      ...plan,
    });
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
    return toPlan(await this.t.get(keys.roundReminders(surveyId, round), { consistent: true }));
  }

  async setNext(surveyId: string, round: number, next: ReminderPlan['next']) {
    const pending = keys.pendingReminders(surveyId, round);
    // Not written: the survey was purged meanwhile, nothing is left to remind.
    await this.t.updateIf({
      Key: keys.roundReminders(surveyId, round),
      ...(next
        ? {
            UpdateExpression: 'SET #next = :next, GSI2PK = :pk, GSI2SK = :sk',
            ExpressionAttributeValues: {
              ':next': next,
              ':pk': pending.GSI2PK,
              ':sk': pending.GSI2SK,
            },
          }
        : {
            UpdateExpression: 'SET #next = :next REMOVE GSI2PK, GSI2SK',
            ExpressionAttributeValues: { ':next': null },
          }),
      ExpressionAttributeNames: { '#next': 'next' },
      ConditionExpression: 'attribute_exists(PK)',
    });
  }

  /** One reminder day of a round, claimed before any of its e-mails goes out. */
  claimDay(surveyId: string, round: number, day: number) {
    return this.t.putIfNew({
      ...keys.reminderDay(surveyId, round, day),
      entityType: 'ReminderDay',
      surveyId,
      round,
      day,
      expiresAt: Math.floor(productNow().getTime() / 1000) + CLAIM_DAYS * 86_400,
    });
  }

  /** A round's invitations, a page at a time over its key ranges. */
  async invitees(surveyId: string, round: number, cursor?: string) {
    const parts = keys.invitationRanges(round);
    // The cursor: which range, and the last key read in it.
    const [at, after] = cursor ? [Number(cursor.slice(0, 1)), cursor.slice(2)] : [0, ''];
    const range = parts[at];
    if (!range) return { items: [], cursor: undefined };
    const pk = keys.survey(surveyId).PK;
    const { items, last } = await this.t.query({
      pk,
      sk: { between: range },
      fields: ['email', 'tokenHash', 'status', 'reminded', 'feedback'],
      limit: PAGE,
      consistent: true,
      ...(after ? { start: { PK: pk, SK: after } } : {}),
    });
    const lastSk = last?.SK as string | undefined;
    const next = lastSk ? `${at}:${lastSk}` : at + 1 < parts.length ? `${at + 1}:` : undefined;
    return { items: items.map(toInvitee), cursor: next };
  }

  /** A recipient's reminder, claimed on their invitation with the new link it carries. */
  async claimRecipient(
    surveyId: string,
    round: number,
    invitee: ClaimedInvitee,
    day: number,
    tokenHash: string,
  ) {
    try {
      await this.t.transact([
        tx.update({
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
        }),
        linkPut({ surveyId, email: invitee.email, round }, tokenHash),
      ]);
    } catch (error) {
      if (isConditionFailure(error)) throw new ReminderClaimedError(invitee.email);
      throw error;
    }
  }

  /** A recipient's reminder given back (its mail did not go). */
  async releaseRecipient(
    surveyId: string,
    round: number,
    invitee: ClaimedInvitee,
    day: number,
    tokenHash: string,
  ) {
    // Not written: answered or resent meanwhile, the invitation's link is theirs now.
    await this.t.transactIf([
      tx.update({
        Key: keys.surveyInvitation(surveyId, invitee.email, round),
        UpdateExpression: 'SET tokenHash = :old DELETE reminded :days, earlierLinks :olds',
        ConditionExpression: 'tokenHash = :new',
        ExpressionAttributeValues: {
          ':new': tokenHash,
          ':old': invitee.tokenHash,
          ':olds': new Set([invitee.tokenHash]),
          ':days': new Set([day]),
        },
      }),
      tx.delete({ Key: keys.surveyLink(tokenHash) }),
    ]);
  }

  /** R22: the latest round, the next one when it was closed by hand. */
  async latestRound(surveyId: string) {
    const item = await this.t.get(keys.surveyRounds(surveyId), {
      consistent: true,
      fields: ['latest', 'closedByHand'],
    });
    // None recorded: the survey has at most its round 1. A latest round closed by hand (R46) is
    // superseded as if the next one had opened: its reminders do not go.
    const latest = Number(item?.latest ?? 1);
    return Number(item?.closedByHand ?? 0) >= latest ? latest + 1 : latest;
  }

  /** GSI2: the plans with a reminder day still to come. */
  async pending(limit: number, cursor?: string) {
    const { items, last } = await this.t.query({
      index: 'GSI2',
      pk: keys.pendingReminders('', 0).GSI2PK,
      limit,
      ...(cursor ? { start: JSON.parse(cursor) as Record<string, unknown> } : {}),
    });
    return {
      items: items.flatMap((item) => toPlan(item) ?? []),
      cursor: last ? JSON.stringify(last) : undefined,
    };
  }

  async drop(surveyId: string, round: number) {
    await this.t.delete(keys.roundReminders(surveyId, round));
  }
}
