import type { DigestStore } from '../../domain/responses/ports';
import { keys } from './keys';
import { TableAdapter } from './table';

/**
 * Hourly tallies of new responses (`SURVEY#<id>`/`DIGEST#<hour>`), listed oldest first on GSI1
 * (`DIGEST`) for the job that tells managers.
 */
export class DynamoDigestStore extends TableAdapter implements DigestStore {
  /** R11: one more response in the hour's tally. */
  async count(surveyId: string, hourStart: string): Promise<void> {
    const index = keys.pendingDigest(surveyId, hourStart);
    await this.t.update({
      Key: keys.responseDigest(surveyId, hourStart),
      UpdateExpression:
        'SET entityType = :type, surveyId = :survey, hourStart = :hour, GSI1PK = :gpk, GSI1SK = :gsk ADD #count :one',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: {
        ':type': 'ResponseDigest',
        ':survey': surveyId,
        ':hour': hourStart,
        ':gpk': index.GSI1PK,
        ':gsk': index.GSI1SK,
        ':one': 1,
      },
    });
  }

  /** R12 GSI1: the tallies of hours before `before`, oldest first. */
  async pending(before: string, limit: number) {
    const pk = keys.pendingDigest('', '').GSI1PK;
    const { items } = await this.t.query({ index: 'GSI1', pk, sk: { before }, limit });
    return items.map((item) => ({
      surveyId: item.surveyId as string,
      hourStart: item.hourStart as string,
    }));
  }

  /** R12: an hour's tally, taken (deleted) as the managers are told of it. */
  async take(surveyId: string, hourStart: string): Promise<number> {
    const old = await this.t.delete({
      Key: keys.responseDigest(surveyId, hourStart),
      ReturnValues: 'ALL_OLD',
    });
    return Number(old?.count ?? 0);
  }
}
