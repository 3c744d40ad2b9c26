import { UNLIMITED } from '#shared/domain/plans';
import type { ResponseQuota } from '../../domain/billing/ports';
import {
  HoldCeilingReachedError,
  type HeldResponse,
  type HeldResponseStore,
} from '../../domain/responses/ports';
import { keys } from './keys';
import { answerAttributes, toResponse } from './response-item';
import { isConditionFailure, putNew, TableAdapter, type TransactItem, tx } from './table';

/**
 * The update a response's own transaction carries to count it against the account's monthly
 * limit (`USER#<account>`/`USAGE#<period>`): `responses` is the limit's counter, `shown` what a
 * manager sees (a named survey's answer at once; an anonymous survey's when released, see
 * `shownUsageUpdate`). Letting a held answer in also counts it down from the held counters.
 */
export function responseUsageUpdates(
  quota: ResponseQuota,
  options: { shown: boolean; fromHold: boolean; anonymous: boolean },
) {
  const limited = quota.limit !== UNLIMITED;
  const count: TransactItem = tx.update(
    {
      Key: keys.monthlyUsage(quota.accountId, quota.period),
      UpdateExpression: `SET entityType = :type ADD responses :one${options.shown ? ', shown :one' : ''}`,
      ...(limited
        ? { ConditionExpression: 'attribute_not_exists(responses) OR responses < :limit' }
        : {}),
      ExpressionAttributeValues: {
        ':type': 'PeriodUsage',
        ':one': 1,
        ...(limited ? { ':limit': quota.limit } : {}),
      },
    },
    'limit',
  );
  if (!options.fromHold) return [count];
  return [count, heldCountDown(quota.accountId, options.anonymous)];
}

/** A held answer let in or dropped: one fewer on the account's held counters. */
const heldCountDown = (accountId: string, anonymous: boolean) =>
  tx.update({
    Key: keys.usage(accountId),
    UpdateExpression: `ADD held :minus${anonymous ? ', heldAnonymous :minus' : ''}`,
    ExpressionAttributeValues: { ':minus': -1 },
  });

/** The update a release carries: the released answers become shown in the account's period. */
export function shownUsageUpdate(
  usage: { accountId: string; period: string },
  count: number,
): TransactItem {
  return tx.update({
    Key: keys.monthlyUsage(usage.accountId, usage.period),
    UpdateExpression: 'SET entityType = :type ADD shown :n',
    ExpressionAttributeValues: { ':type': 'PeriodUsage', ':n': count },
  });
}

/**
 * Held answers (`SURVEY#<id>`/`HELD#<random id>`): the answer as it will be stored, plus what
 * letting it in needs (the account, whether the survey is anonymous, whether the answer counts
 * toward a release). Not `RESPONSE#`, not on the per-source index, so no reader of responses
 * sees them. Listed per account on GSI1 (`HELD#<account>`); accounts holding answers sit on
 * the sparse `HELD_WAITING` index through their `USAGE` item, which counts `held` (the ceiling's
 * counter) and `heldAnonymous`.
 */
export class DynamoHeldResponseStore extends TableAdapter implements HeldResponseStore {
  /** B9: an answer held over the limit, counted against the account's ceiling. */
  async hold(held: HeldResponse, quota: ResponseQuota): Promise<void> {
    const { response } = held;
    const holding = keys.accountHolding(held.accountId);
    const limited = quota.ceiling !== UNLIMITED;
    try {
      await this.t.transact([
        putNew({
          ...keys.heldResponse(response.surveyId, response.id),
          // An anonymous survey's held answer keeps no day either (as its response).
          ...keys.heldByAccount(held.accountId, held.anonymous ? null : response.day, response.id),
          entityType: 'HeldResponse',
          accountId: held.accountId,
          anonymous: held.anonymous,
          independent: held.independent,
          ...answerAttributes(response, held.anonymous ? null : response.day, response.round),
        }),
        tx.update(
          {
            Key: keys.usage(held.accountId),
            UpdateExpression: `SET entityType = :type, GSI1PK = :gpk, GSI1SK = :gsk ADD held :one${held.anonymous ? ', heldAnonymous :one' : ''}`,
            ...(limited
              ? { ConditionExpression: 'attribute_not_exists(held) OR held < :ceiling' }
              : {}),
            ExpressionAttributeValues: {
              ':type': 'Usage',
              ':gpk': holding.GSI1PK,
              ':gsk': holding.GSI1SK,
              ':one': 1,
              ...(limited ? { ':ceiling': quota.ceiling } : {}),
            },
          },
          'ceiling',
        ),
      ]);
    } catch (error) {
      if (isConditionFailure(error, 'ceiling')) throw new HoldCeilingReachedError(held.accountId);
      throw error;
    }
  }

  /** B12 GSI1: an account's held answers, a named survey's oldest day first. */
  async heldOf(accountId: string, limit: number): Promise<HeldResponse[]> {
    const pk = keys.heldByAccount(accountId, '', '').GSI1PK;
    const { items } = await this.t.query({ index: 'GSI1', pk, limit });
    return items.map((item) => {
      // A held copy's index is the account's, not the survey's: it names no release group.
      const response = toResponse({ ...item, GSI1SK: undefined });
      return {
        response,
        accountId: item.accountId as string,
        anonymous: item.anonymous === true,
        independent: item.independent !== false,
      };
    });
  }

  /** B11 GSI1: accounts holding answers. */
  async accountsHolding(limit: number, after?: string): Promise<string[]> {
    const pk = keys.accountHolding('').GSI1PK;
    const { items } = await this.t.query({
      index: 'GSI1',
      pk,
      ...(after ? { sk: { after } } : {}),
      limit,
    });
    return items.map((item) => item.GSI1SK as string);
  }

  /** B12: a held answer dropped, counted down once. */
  async drop(held: HeldResponse): Promise<void> {
    // Dropped already (another run): nothing to count down.
    await this.t.transactIf([
      tx.delete({
        Key: keys.heldResponse(held.response.surveyId, held.response.id),
        ConditionExpression: 'attribute_exists(PK)',
      }),
      heldCountDown(held.accountId, held.anonymous),
    ]);
  }

  /** B11: the account leaves the index once it holds nothing. */
  async settle(accountId: string): Promise<void> {
    await this.t.updateIf({
      Key: keys.usage(accountId),
      UpdateExpression: 'REMOVE GSI1PK, GSI1SK',
      // An answer held meanwhile sets the index again and fails this condition.
      ConditionExpression: 'attribute_not_exists(held) OR held <= :zero',
      ExpressionAttributeValues: { ':zero': 0 },
    });
  }
}
