import type { IndependenceReads } from '../../domain/responses/ports';
import { keys } from './keys';
import { DynamoTeamReads } from './team-reads';

/**
 * What judging independence again at release reads (decision 0009, data-model R42): the round's
 * senders, its teams' managers and their addresses, and those people's `RECIPIENT#` marks. A few
 * calls whatever the round's size. A read that cannot be completed throws rather than return
 * fewer people: a manager missed would count as independent.
 */
export class DynamoIndependenceReads extends DynamoTeamReads implements IndependenceReads {
  async emailsOf(userIds: string[]): Promise<string[]> {
    const items = await this.t.getMany(
      [...new Set(userIds)].map((id) => keys.user(id)),
      { consistent: true, fields: ['email'] },
    );
    return items.flatMap((item) => (typeof item.email === 'string' ? [item.email] : []));
  }

  async roundSenders(surveyId: string, round: number): Promise<string[]> {
    const item = await this.t.get(keys.surveyRound(surveyId, round), {
      consistent: true,
      fields: ['senders'],
    });
    const senders = item?.senders as Set<string> | undefined;
    return senders ? [...senders] : [];
  }

  async countedRounds(surveyId: string, identities: string[]): Promise<Map<string, number>> {
    const bySortKey = new Map(
      [...new Set(identities)].map((identity) => [
        keys.surveyRecipient(surveyId, identity).SK,
        identity,
      ]),
    );
    const items = await this.t.getMany(
      [...bySortKey.values()].map((identity) => keys.surveyRecipient(surveyId, identity)),
      { consistent: true, fields: ['SK', 'countedInRound'] },
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
