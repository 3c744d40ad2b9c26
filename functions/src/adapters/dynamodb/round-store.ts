import { QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { RoundOrigin, RoundRecord, RoundStore } from '../../domain/responses/ports';
import { isConditionFailure } from './errors';
import { keys } from './keys';
import { ROUND_OPEN_INDEX, roundResults } from './round-results-store';

function toRound(item: Record<string, unknown>): RoundRecord {
  // Released tallies (decision 0023); a round tallied before it was recorded has no origin yet.
  const results = roundResults(item);
  return {
    round: item.round as number,
    origin: (item.origin as RoundOrigin | undefined) ?? { kind: 'manual' },
    openedAt: (item.openedAt as string | undefined) ?? '',
    invited: Number(item.invited ?? 0),
    ...(results ? { results } : {}),
    ...(typeof item.reportedAt === 'string' ? { closedAt: item.reportedAt } : {}),
  };
}

/**
 * A survey's rounds (decision 0016): `SURVEY#<id>`/`ROUNDS` holds the latest number,
 * `SURVEY#<id>`/`ROUND#<n>` each round's origin, opening time, invited count and the users who
 * sent it. Apart from the invitations so the public answer routes do not carry it.
 */
export class DynamoRoundStore implements RoundStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async currentRound(surveyId: string): Promise<number> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const out = await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: keys.surveyRounds(surveyId),
          UpdateExpression: 'SET entityType = :type, latest = if_not_exists(latest, :one)',
          ExpressionAttributeValues: { ':type': 'SurveyRounds', ':one': 1 },
          ReturnValues: 'ALL_NEW',
        }),
      );
      const latest = Number(out.Attributes?.latest ?? 1);
      // The latest round was closed by hand (R46): this send opens the next one.
      if (Number(out.Attributes?.closedByHand ?? 0) < latest) return latest;
      try {
        const next = await this.db.send(
          new UpdateCommand({
            TableName: this.table,
            Key: keys.surveyRounds(surveyId),
            UpdateExpression: 'SET latest = latest + :one',
            ConditionExpression: 'latest = :latest',
            ExpressionAttributeValues: { ':one': 1, ':latest': latest },
            ReturnValues: 'UPDATED_NEW',
          }),
        );
        return Number(next.Attributes?.latest);
      } catch (error) {
        // Another send opened it first: read again.
        if (!isConditionFailure(error)) throw error;
      }
    }
    throw new Error(`the round of survey ${surveyId} kept moving`);
  }

  async markClosed(surveyId: string, round: number): Promise<boolean> {
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: keys.surveyRounds(surveyId),
          UpdateExpression: 'SET closedByHand = :round',
          ConditionExpression:
            'latest = :round AND (attribute_not_exists(closedByHand) OR closedByHand <= :round)',
          ExpressionAttributeValues: { ':round': round },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  async nextRound(surveyId: string, priorRound: number): Promise<number> {
    const out = await this.db.send(
      new UpdateCommand({
        TableName: this.table,
        Key: keys.surveyRounds(surveyId),
        UpdateExpression: 'SET entityType = :type, latest = if_not_exists(latest, :prior) + :one',
        ExpressionAttributeValues: { ':type': 'SurveyRounds', ':prior': priorRound, ':one': 1 },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(out.Attributes?.latest);
  }

  async recordRound(surveyId: string, round: RoundRecord, senderId: string): Promise<void> {
    await this.db.send(
      new UpdateCommand({
        TableName: this.table,
        Key: keys.surveyRound(surveyId, round.round),
        UpdateExpression:
          'SET entityType = :type, surveyId = :survey, #round = :round, #origin = if_not_exists(#origin, :origin), openedAt = if_not_exists(openedAt, :at), ' +
          // On the index of rounds due their close report (R34) until it is claimed (R35).
          'GSI2PK = if_not_exists(GSI2PK, :open), GSI2SK = if_not_exists(GSI2SK, :openKey) ' +
          // Who sent it: a release judges independence again with them (decision 0009).
          'ADD invited :invited, senders :sender',
        ExpressionAttributeNames: { '#round': 'round', '#origin': 'origin' },
        ExpressionAttributeValues: {
          ':type': 'SurveyRound',
          ':survey': surveyId,
          ':round': round.round,
          ':origin': round.origin,
          ':at': round.openedAt,
          ':invited': round.invited,
          ':sender': new Set([senderId]),
          ':open': ROUND_OPEN_INDEX,
          ':openKey': `${round.openedAt}#${surveyId}#${round.round}`,
        },
      }),
    );
  }

  async rounds(surveyId: string): Promise<RoundRecord[]> {
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :round)',
        ExpressionAttributeValues: { ':pk': `SURVEY#${surveyId}`, ':round': 'ROUND#' },
        ScanIndexForward: false,
        Limit: 100,
      }),
    );
    return (out.Items ?? []).map(toRound).reverse();
  }
}
