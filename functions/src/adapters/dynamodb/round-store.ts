import type { RoundOrigin, RoundRecord, RoundStore } from '../../domain/rounds/ports';
import { keys } from './keys';
import { roundResults } from './round-results-store';
import { TableAdapter, written, startingWith } from './table';

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
export class DynamoRoundStore extends TableAdapter implements RoundStore {
  /** R22: the round a send by hand adds to (the next one when the latest was closed by hand). */
  async currentRound(surveyId: string): Promise<number> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const rounds = await this.t.update({
        Key: keys.surveyRounds(surveyId),
        UpdateExpression: 'SET entityType = :type, latest = if_not_exists(latest, :one)',
        ExpressionAttributeValues: { ':type': 'SurveyRounds', ':one': 1 },
        ReturnValues: 'ALL_NEW',
      });
      const latest = Number(rounds?.latest ?? 1);
      // The latest round was closed by hand (R46): this send opens the next one.
      if (Number(rounds?.closedByHand ?? 0) < latest) return latest;
      let next: Record<string, unknown> | undefined;
      const opened = await written(
        this.t
          .update({
            Key: keys.surveyRounds(surveyId),
            UpdateExpression: 'SET latest = latest + :one',
            ConditionExpression: 'latest = :latest',
            ExpressionAttributeValues: { ':one': 1, ':latest': latest },
            ReturnValues: 'UPDATED_NEW',
          })
          .then((attributes) => (next = attributes)),
      );
      // Not opened: another send opened it first, read again.
      if (opened) return Number(next?.latest);
    }
    throw new Error(`the round of survey ${surveyId} kept moving`);
  }

  /** R46: the latest round closed by hand. */
  markClosed(surveyId: string, round: number): Promise<boolean> {
    return this.t.updateIf({
      Key: keys.surveyRounds(surveyId),
      UpdateExpression: 'SET closedByHand = :round',
      ConditionExpression:
        'latest = :round AND (attribute_not_exists(closedByHand) OR closedByHand <= :round)',
      ExpressionAttributeValues: { ':round': round },
    });
  }

  /** R23: a round for an automation's run. */
  async nextRound(surveyId: string, priorRound: number): Promise<number> {
    const rounds = await this.t.update({
      Key: keys.surveyRounds(surveyId),
      UpdateExpression: 'SET entityType = :type, latest = if_not_exists(latest, :prior) + :one',
      ExpressionAttributeValues: { ':type': 'SurveyRounds', ':prior': priorRound, ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    });
    return Number(rounds?.latest);
  }

  /** R24: a round and its invited count. */
  async recordRound(surveyId: string, round: RoundRecord, senderId: string): Promise<void> {
    const open = keys.openRound(round.openedAt, surveyId, round.round);
    await this.t.update({
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
        ':open': open.GSI2PK,
        ':openKey': open.GSI2SK,
      },
    });
  }

  /** R25: a survey's rounds (the latest 100), oldest first. */
  async rounds(surveyId: string): Promise<RoundRecord[]> {
    const { items } = await this.t.query({
      ...startingWith(keys.roundsOfSurvey(surveyId)),
      newestFirst: true,
      limit: 100,
    });
    return items.map(toRound).reverse();
  }
}
