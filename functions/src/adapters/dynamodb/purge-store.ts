import type { PurgeStore } from '../../domain/surveys/survey-purge';
import { keys } from './keys';
import { purgePartition } from './partition-purge';
import { TableAdapter } from './table';

/**
 * Removes what a deleted survey left in its partition (invitations, responses, tallies, digests)
 * and the personal links pointing at it, a bounded number of items per call.
 */
export class DynamoPurgeStore extends TableAdapter implements PurgeStore {
  /** R13 GSI1: surveys waiting to be cleaned up, oldest first. */
  async pending(limit: number): Promise<string[]> {
    const { items } = await this.t.query({
      index: 'GSI1',
      pk: keys.pendingPurge('', '').GSI1PK,
      limit,
    });
    return items.map((item) => item.surveyId as string);
  }

  /** R13: a page of the partition at a time, the marker last. */
  async purge(surveyId: string, maxItems: number): Promise<boolean> {
    const marker = keys.surveyPurge(surveyId);
    const done = await purgePartition(this.t, marker, maxItems, {
      projection: ['tokenHash', 'earlierLinks'],
      also: (item) => [
        ...(typeof item.tokenHash === 'string' ? [keys.surveyLink(item.tokenHash)] : []),
        // Links a reminder kept working.
        ...[...((item.earlierLinks as Set<string> | undefined) ?? [])].map(keys.surveyLink),
      ],
    });
    if (done) await this.t.delete(marker);
    return done;
  }
}
