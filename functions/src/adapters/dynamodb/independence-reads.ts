import { BatchGetCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { IndependenceReads } from '../../domain/responses/ports';
import { keys } from './keys';
import { DynamoTeamReads } from './team-reads';

/** Keys per BatchGetItem (DynamoDB's limit). */
const BATCH = 100;
/** Tries for keys DynamoDB leaves unprocessed before the read gives up. */
const TRIES = 3;

/**
 * What judging independence again at release reads (decision 0009, data-model R42): the round's
 * senders, its teams' managers and their addresses, and those people's `RECIPIENT#` marks. A few
 * calls whatever the round's size. A read that cannot be completed throws rather than return
 * fewer people: a manager missed would count as independent.
 */
export class DynamoIndependenceReads extends DynamoTeamReads implements IndependenceReads {
  private async batchGet(
    keyList: Record<string, string>[],
    projection: string,
  ): Promise<Record<string, unknown>[]> {
    const found: Record<string, unknown>[] = [];
    for (let i = 0; i < keyList.length; i += BATCH) {
      let request: { Keys: Record<string, unknown>[] } = { Keys: keyList.slice(i, i + BATCH) };
      for (let tries = 1; request.Keys.length > 0; tries += 1) {
        if (tries > TRIES) throw new Error('independence not judged: keys left unread');
        const out = await this.db.send(
          new BatchGetCommand({
            RequestItems: {
              [this.table]: { ...request, ProjectionExpression: projection, ConsistentRead: true },
            },
          }),
        );
        found.push(...(out.Responses?.[this.table] ?? []));
        request = { Keys: out.UnprocessedKeys?.[this.table]?.Keys ?? [] };
      }
    }
    return found;
  }

  async emailsOf(userIds: string[]): Promise<string[]> {
    const items = await this.batchGet(
      [...new Set(userIds)].map((id) => keys.user(id)),
      'email',
    );
    return items.flatMap((item) => (typeof item.email === 'string' ? [item.email] : []));
  }

  async roundSenders(surveyId: string, round: number): Promise<string[]> {
    const out = await this.db.send(
      new GetCommand({
        TableName: this.table,
        Key: keys.surveyRound(surveyId, round),
        ProjectionExpression: 'senders',
        ConsistentRead: true,
      }),
    );
    const senders = out.Item?.senders as Set<string> | undefined;
    return senders ? [...senders] : [];
  }

  async countedRounds(surveyId: string, identities: string[]): Promise<Map<string, number>> {
    const bySortKey = new Map(
      [...new Set(identities)].map((identity) => [
        keys.surveyRecipient(surveyId, identity).SK,
        identity,
      ]),
    );
    const items = await this.batchGet(
      [...bySortKey.values()].map((identity) => keys.surveyRecipient(surveyId, identity)),
      'SK, countedInRound',
    );
    const counted = new Map<string, number>();
    for (const item of items) {
      const identity = bySortKey.get(item.SK as string);
      if (identity !== undefined && item.countedInRound !== undefined) {
        counted.set(identity, Number(item.countedInRound));
      }
    }
    return counted;
  }
}
